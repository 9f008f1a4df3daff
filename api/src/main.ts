import { loadConfigOrExit } from './config/config';
import { createApp } from './app';
import { JsonLogger } from './common/logger';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new JsonLogger(config.logLevel);
  const running = await createApp(config, logger);
  await running.app.listen(config.port);
  logger.log(`Listening on ${config.publicUrl} (port ${config.port})`, 'Main');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing requests and closing`, 'Main');
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error(err, 'Main');
        process.exit(1);
      },
    );
  };
  // The embedded PostgreSQL package installs signal handlers that exit at once (code 143);
  // this process shuts down in order instead, stopping that server itself.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
