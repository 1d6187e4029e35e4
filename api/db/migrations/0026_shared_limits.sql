CREATE TABLE `limit_counters` (
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`hits` integer NOT NULL,
	`resets_at` integer NOT NULL,
	PRIMARY KEY(`name`, `key_hash`)
);
--> statement-breakpoint
CREATE INDEX `limit_counters_resets_at_idx` ON `limit_counters` (`resets_at`);