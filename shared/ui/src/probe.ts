/**
 * Singleton probe, for the end-to-end identity check: there must be exactly one React, router, Chakra,
 * query client, store and API client at run time, and a quiet console does not prove it.
 *
 * This module is NOT a federation-shared module (see webpack/federation.cjs): every app compiles its
 * own copy, so the objects below are the ones THAT app was given through the share scope. The e2e suite
 * compares every app's report with the host's, by identity.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
// By package name, never a relative path: the store and client must come from the shared singleton.
import { api, useAuthStore } from '@console/core';

export type SingletonReport = Record<'react' | 'reactDom' | 'router' | 'chakra' | 'query' | 'store' | 'api', unknown>;
type ProbeWindow = { __CONSOLE_SINGLETONS__?: Record<string, SingletonReport> };

/** Records, under `app`, the library objects this app received. */
export function reportSingletons(app: string): void {
  const report: SingletonReport = {
    react: useState,
    reactDom: createPortal,
    router: useNavigate,
    chakra: ChakraProvider,
    query: QueryClient,
    store: useAuthStore,
    api,
  };
  const w = window as unknown as ProbeWindow;
  w.__CONSOLE_SINGLETONS__ = { ...w.__CONSOLE_SINGLETONS__, [app]: report };
}
