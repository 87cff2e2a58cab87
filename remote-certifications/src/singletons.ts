import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, reportSingletons, useAuthStore } from '@console/shared';

// What this remote was given at run time: the e2e suite checks these are the host's very objects.
reportSingletons('certifications', {
  react: React.useState,
  reactDom: ReactDOM.createPortal,
  router: useNavigate,
  chakra: ChakraProvider,
  store: useAuthStore,
  api,
  query: QueryClient,
});
