import type { ReactNode } from 'react';
import { brandName } from '@console/core';

// The frame's look (the kf- classes) is frame.css, which the build writes into index.html.

/** The brand line of the frame: a letter mark and the deploy-time brand name. */
export function BrandMark() {
  const brand = brandName();
  return (
    <div className="kf-brand">
      <span className="kf-mark" aria-hidden="true">
        {brand.charAt(0).toUpperCase()}
      </span>
      <span>{brand}</span>
    </div>
  );
}

/** A centred card on the frame background: the layout of every page outside the shell. */
export function FramePage({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <main className="kf-page">
      <section className="kf-card" aria-labelledby={labelledBy}>
        <BrandMark />
        {children}
      </section>
    </main>
  );
}

/** Full-page loading state (first load of the shell chunk, sign-out). */
export function FrameLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <main className="kf-page">
      <div className="kf-loader" role="status">
        <div className="kf-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </main>
  );
}
