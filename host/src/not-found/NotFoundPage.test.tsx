import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Marker, renderAt } from '../test/helpers';
import { NotFoundPage } from './NotFoundPage';

describe('404 page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the page does not exist, counts down visibly from 10 and then goes to the master area', () => {
    const { location } = renderAt(
      '/esta/ruta/no-existe',
      <Routes>
        <Route path="/master" element={<Marker name="master" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
    );
    expect(screen.getByRole('heading', { name: 'Esta página no existe' })).toBeInTheDocument();
    expect(screen.getByText('Serás redirigido en 10 s')).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Konverza');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Serás redirigido en 9 s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByText('Serás redirigido en 3 s')).toBeInTheDocument();
    expect(location().pathname).toBe('/esta/ruta/no-existe');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Página master')).toBeInTheDocument();
    expect(location().pathname).toBe('/master');
  });

  it('offers to go now', () => {
    renderAt('/x', <NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Ir al inicio ahora' })).toHaveAttribute('href', '/master');
  });
});
