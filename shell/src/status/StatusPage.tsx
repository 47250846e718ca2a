/**
 * `/status`: what is deployed where, for ops. The shell's own build, each remote's build as its manifest states it
 * (fetched from the configured URL, so a redeploy shows at once), and the API's health. Loaded on demand.
 */
import { useEffect, useState } from 'react';
import { API_BASE_PATH, REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '@storefront/shared';
import { readRuntimeConfig } from '@storefront/shared/runtime';
import { useRouteHead } from '@storefront/shared/route-head';
import { color, font, layout, space } from '@storefront/shared/ui';
import { buildLabel } from '../federation/RemoteSlot';

interface Row {
  app: string;
  where: string;
  build: string;
  state: 'ok' | 'unavailable';
}

const cell = { padding: `${space[2]} ${space[3]}`, borderBottom: `${layout.borderWidth} solid ${color.border}`, textAlign: 'left' } as const;

async function remoteRow(remote: RemoteName, manifestUrl: string): Promise<Row> {
  const row = { app: REMOTE_PACKAGES[remote], where: new URL(manifestUrl, window.location.href).href };
  try {
    const response = await fetch(row.where, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    return { ...row, build: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown', state: 'ok' };
  } catch (error) {
    return { ...row, build: error instanceof Error ? error.message : String(error), state: 'unavailable' };
  }
}

async function apiRow(): Promise<Row> {
  const where = new URL(`${API_BASE_PATH}/api/health`, window.location.href).href;
  try {
    const response = await fetch(where, { cache: 'no-store' });
    const health = (await response.json()) as { status: string; version: string; build: string };
    return {
      app: 'server',
      where,
      build: buildLabel({ app: 'server', version: health.version, id: health.build }),
      state: health.status === 'ok' ? 'ok' : 'unavailable',
    };
  } catch (error) {
    return { app: 'server', where, build: error instanceof Error ? error.message : String(error), state: 'unavailable' };
  }
}

export function StatusPage() {
  // The shell's own screen: the site's head, kept out of search results as the server sends it.
  useRouteHead({ kind: 'screen', remote: null });
  const shell: Row = {
    app: STOREFRONT_BUILD.app,
    where: window.location.origin,
    build: buildLabel(STOREFRONT_BUILD),
    state: 'ok',
  };
  const [others, setOthers] = useState<Row[] | null>(null);
  useEffect(() => {
    const remotes = readRuntimeConfig()?.remotes;
    void Promise.all([...REMOTE_NAMES.map((name) => (remotes ? remoteRow(name, remotes[name]) : null)), apiRow()]).then((rows) =>
      setOthers(rows.filter((row): row is Row => row !== null)),
    );
  }, []);
  const rows = [shell, ...(others ?? [])];
  return (
    <section css={{ padding: space[4] }}>
      <h1 css={{ fontSize: font.size.xl, margin: `0 0 ${space[4]}` }}>Deployed builds</h1>
      <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: font.size.sm }}>
        <thead>
          <tr>
            <th css={cell}>App</th>
            <th css={cell}>Build</th>
            <th css={cell}>State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.app} data-testid={`status-${row.app}`}>
              <td css={cell}>
                <strong>{row.app}</strong>
                {/* Where it is served from, under its name: a URL column would crush the table on a phone. */}
                <span css={{ display: 'block', color: color.textMuted, fontSize: font.size.xs, wordBreak: 'break-all' }}>{row.where}</span>
              </td>
              <td css={{ ...cell, whiteSpace: 'nowrap' }}>{row.build}</td>
              <td css={{ ...cell, color: row.state === 'ok' ? color.success : color.danger }}>{row.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {others === null && <p>Checking the remotes and the API…</p>}
    </section>
  );
}
