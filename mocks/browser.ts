export async function startMockWorker(): Promise<void> {}
