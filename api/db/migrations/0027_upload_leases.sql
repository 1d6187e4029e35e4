CREATE TABLE `leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL,
	`release_requested` integer DEFAULT false NOT NULL
);
