import { useNavigate, useParams } from 'react-router-dom';
import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { fillPath, packageAttributeContract, packageContract, packageOperations, routePath, type PackageItemKind } from '@console/contracts';
import { DraftsProvider, LinkButton, PageHeader, ResourceEditor, ResourceScreen, useResourceRecord, type CreateConfig } from '@console/ui';
import { PackageItems, packages } from './PackageItems';

/** The sections of what a package bundles, in the spec's order. */
const SECTIONS: PackageItemKind[] = ['flow', 'sequence', 'user_attribute', 'list'];
const attributeColumns = ['package_attribute_id', 'name', 'title', 'type', 'value', 'required', 'frontend_type'] as const;
/** The create dialog's fields: the package is the page's. */
const attributeFields = packageAttributeContract.createFields.filter((key) => key !== 'package_id');

const backToList = (
  <LinkButton to={routePath('packages')} variant="ghost">
    Volver a paquetes
  </LinkButton>
);

function PackageDetail({ packageId }: { packageId: number }) {
  const navigate = useNavigate();
  const record = useResourceRecord(packages, packageId);
  const pkg = record.data;
  const createAttribute: CreateConfig = { fields: attributeFields, defaults: { package_id: packageId } };
  return (
    <>
      <PageHeader title={pkg ? pkg.name : packageContract.texts.title} actions={backToList} />
      {pkg ? (
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              {/* The image (the kit's upload field), the data and the account the package is built from. */}
              <ResourceEditor client={packages} row={pkg} remove={{ onRemoved: () => navigate(routePath('packages')) }} />
            </Card.Body>
          </Card.Root>
          {SECTIONS.map((kind) => (
            <Card.Root key={kind}>
              <Card.Body>
                <PackageItems pkg={pkg} kind={kind} />
              </Card.Body>
            </Card.Root>
          ))}
          <Card.Root>
            <Card.Body>
              <ResourceScreen
                contract={packageAttributeContract}
                title="Atributos"
                level={2}
                columns={attributeColumns}
                listPath={fillPath(packageOperations.attributes.path, { id: packageId })}
                create={createAttribute}
              />
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : (
        record.isPending && <Skeleton height="96" />
      )}
    </>
  );
}

/** Spec 2 §2: a package — its image, its data and account, what it bundles (add, remove) and its attributes. */
export default function PackageDetailPage() {
  const id = Number(useParams().package_id);
  // Keyed: another package is a fresh page (its forms, selections and sections). One set of drafts for the
  // package's form and its attributes' rows: leaving with either unsaved asks first.
  return (
    <DraftsProvider key={id}>
      <PackageDetail packageId={id} />
    </DraftsProvider>
  );
}
