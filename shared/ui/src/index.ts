/**
 * @console/ui: the console's UI kit (Chakra-based) and the screen half of the resource machine. Bundled
 * into every app that uses it (not shared at run time): each remote runs the kit it was built with.
 */
export { notifyError, notifySuccess } from '@console/core';
export { system } from './system';
export { ConsoleProviders, createQueryClient } from './providers';
export { toaster, Toaster } from './toaster';
export { listFailure, useListState, type ListFailure, type ListParams, type ListState, type PagedList, type SearchField } from './list';
export { SearchBox } from './SearchBox';
export { Paginator } from './Paginator';
export { DataTable } from './DataTable';
export type { Column, RowExpansion, RowSelection, TableSort } from './tableTypes';
export { PagedTable } from './PagedTable';
export { RecentCards } from './RecentCards';
export { PageHeader } from './PageHeader';
export { TextLink, LinkButton } from './links';
export { RouteTabs } from './RouteTabs';
export { DismissibleAlert } from './DismissibleAlert';
export { StatusBadge, YesNo } from './badges';
export { BUTTON_SIZE } from './sizes';
export { zodResolver, FormFields, type FieldSpec, type FieldOption, type CustomControl } from './form';
export { FlagRadios } from './FlagRadios';
export { FormDialog, type FormDialogProps, type FormIssue } from './FormDialog';
export { ConfirmDialog, QuestionDialog } from './ConfirmDialog';
export { ConflictDialog, conflictChanges, conflictOf, conflictText, type ConflictChange } from './ConflictDialog';
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export { FORM_INCOMPLETE, RemoveSelectionButton, SAVE_WAITS, useButtonReason } from './reason';
export { DateInput, DayRangeFields, rangeProblem, type DateInputProps, type DayRange } from './DateInput';
export { callOperation, resourceClient, scopedClient, lookupSource, choiceSource, writeOptions, type CallOptions, type ResourceClient, type LookupSource, type QueryParams, type ScopedPaths } from './client';
export { contractColumns, formatValue, type ColumnSpec } from './columns';
export { contractFields, contractDefaults, contractValues, formWaits, missingSentence, type FieldOverrides } from './fields';
export { DraftsProvider, useDrafts, useUnsavedChangesGuard } from './drafts';
export {
  ResourceScreen,
  ResourceEditor,
  contractUndo,
  notifyUndoableDelete,
  restoreSelection,
  useResourceMutation,
  useResourceList,
  prefetchResourceList,
  useResourceRecord,
  type ResourceScreenProps,
  type EditConfig,
  type RemoveConfig,
  type Undo,
  type CreateConfig,
  type SearchSpec,
} from './resource';
export { UploadField, uploadFile, type UploadedFile } from './upload';
export { RemoteSelect, type RemoteSelectProps, type SelectSource } from './RemoteSelect';
export { SelectableTable, type SelectableTableProps } from './SelectableTable';
export { Links, useLinkScreen, type LinkScreenOptions, type LinksProps } from './ItemLinks';
export { AuditChanges, HistoryButton, auditAuthor } from './history';
export { AreaRoutes, ScreenLoading, areaPrefetch, type AreaPreload, type AreaPrefetch, type ScreenPrefetch } from './area';
export { useAccess, useAccessQuery, useCan, useSignedInAdmin, prefetchAccess, ACCESS_QUERY_KEY, FULL_ACCESS, type Permission, type SignedInAdmin } from './access';
export { ColorModeToggle } from './ColorModeToggle';
export { KeyValueRows, UnfinishedRows, type KeyValueRowsProps } from './KeyValueRows';
export { downloadFile, type Download } from './download';
export { DownloadButton } from './DownloadButton';
