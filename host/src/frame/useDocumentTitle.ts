import { useEffect } from 'react';
import { brandName } from '@console/core';

/** Sets document.title to '<title> · <brand>' (or the brand alone) while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    const brand = brandName();
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
