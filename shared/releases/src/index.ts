export { HOST_APP, incompatibilities, missingNames, type CoreRecord, type DeployedCore } from './guard';
export { bucketUrl, describeLocation, openStore, storeLocation, StoreLocationError, type StoreLocation } from './location';
export { currentPointer, history, promote, releases, rollback, type AppPointer, type Canary, type CanaryOption, type HistoryEntry, type Pointer, type ReleaseOverview } from './pointers';
export { APPS, contentHash, getRelease, listReleases, publish, readDist, versionId, type Release } from './publish';
export { S3ReleaseStore, type S3Location } from './s3-store';
export { DiskReleaseStore, type ReleaseStore } from './store';
export { canaryBucket, FALLBACKS, planFor, type AppPlan, type PlanCandidate } from './plan';
