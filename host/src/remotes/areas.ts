import type { AreaRemote } from '@console/shared';

/**
 * Which remote serves a path under /master/*, by its first child segment. Everything not listed
 * (including the index, which the master remote redirects to organizations) belongs to the master remote.
 */
export const MASTER_SEGMENT_REMOTES: Readonly<Record<string, AreaRemote>> = {
  partners: 'partners',
  'active-accounts': 'partners',
  'assing-accounts': 'partners',
  certifications: 'certifications',
  'certification-exams': 'certifications',
  'certification-topics': 'certifications',
  'certification-questions': 'certifications',
  'certification-resources': 'certifications',
};

export function masterRemoteFor(rest: string | undefined): AreaRemote {
  const segment = (rest ?? '').split('/').find(Boolean) ?? '';
  return Object.prototype.hasOwnProperty.call(MASTER_SEGMENT_REMOTES, segment)
    ? MASTER_SEGMENT_REMOTES[segment]
    : 'master';
}
