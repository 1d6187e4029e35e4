CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
-- A generated secret is written once by the first server and read by the others; an operator rotates it by
-- deleting its row (every server then needs a restart) or by setting it in the environment.
CREATE TRIGGER `server_secrets_never_updated` BEFORE UPDATE ON `server_secrets` BEGIN SELECT RAISE(ABORT, 'a generated secret is never changed: delete it, or set it in the environment'); END;
