CREATE TABLE `password_links` (
	`id` text PRIMARY KEY NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `password_links_account_idx` ON `password_links` (`account_kind`,`account_id`);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): a link is e-mailed through the outbox, written with it (docs/decisions/0161-password-links.md).
CREATE TRIGGER `password_links_notify` AFTER INSERT ON `password_links` BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('password-link:' || NEW.`id`, 'password-link', NEW.`id`, NEW.`created_at`); END;
