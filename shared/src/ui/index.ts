/**
 * @console/shared/ui: the console's UI kit (Chakra-based), shared as a singleton like the core.
 * A versioned contract too: only add.
 */
export { system } from './system';
export { ConsoleProviders } from './providers';
export { toaster, Toaster, notifySuccess, notifyError } from './toaster';
export { useListState, usePagedList, type ListParams, type ListState, type PagedList } from './list';
export { SearchBox } from './SearchBox';
export { Paginator } from './Paginator';
export { DataTable, type Column } from './DataTable';
export { PagedTable } from './PagedTable';
export { RecentCards } from './RecentCards';
export { PageHeader } from './PageHeader';
export { TextLink, LinkButton } from './links';
export { RouteTabs } from './RouteTabs';
export { DismissibleAlert } from './DismissibleAlert';
export { zodResolver, FormFields, type FieldSpec, type FieldOption, type CustomControl } from './form';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { ConfirmDialog } from './ConfirmDialog';
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export {
  ResourceScreen,
  ResourceEditor,
  useResourceMutation,
  useResourceList,
  resourceKey,
  type ResourceScreenProps,
  type EditSpec,
  type RemoveSpec,
  type SearchSpec,
} from './resource';
export { type RowExpansion } from './DataTable';
export { type SearchField } from './list';
export { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';
