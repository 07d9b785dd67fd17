// Where the end-to-end server runs and keeps its data (a fresh folder per run, removed before start).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.data-e2e-${E2E_PORT}`;
