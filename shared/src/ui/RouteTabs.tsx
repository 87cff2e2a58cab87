import { Tabs } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';

interface RouteTab {
  label: string;
  /** Absolute path of the tab's screen (from routePath). */
  to: string;
}

/** Tabs of a container whose selected tab follows the current route. */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Tabs.Root value={current?.to ?? null} onValueChange={({ value }) => navigate(value)} mb="6">
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.to} value={tab.to}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
