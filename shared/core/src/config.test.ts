import { getConfig, setConfig } from './config';

describe('config.json', () => {
  afterEach(() => setConfig({}));

  it('takes the API as a path on the console’s own origin, and holds it absolute for every caller', () => {
    setConfig({ apiUrl: '/api/', messagingUrl: '/messaging/' });
    expect(getConfig()).toMatchObject({ apiUrl: `${location.origin}/api/`, messagingUrl: `${location.origin}/messaging/` });
  });

  it('keeps an API on another origin as given', () => {
    setConfig({ apiUrl: 'https://api.example.com/api/', messagingUrl: 'https://api.example.com/messaging/' });
    expect(getConfig()).toMatchObject({ apiUrl: 'https://api.example.com/api/', messagingUrl: 'https://api.example.com/messaging/' });
  });
});
