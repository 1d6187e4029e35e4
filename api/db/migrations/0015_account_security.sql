CREATE TABLE `account_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` text NOT NULL,
	`change` text NOT NULL,
	`by` text NOT NULL,
	`address` text,
	`device` text DEFAULT '' NOT NULL,
	`subscription_id` text,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `account_notices_account_idx` ON `account_notices` (`account_kind`,`account_id`);--> statement-breakpoint
CREATE TABLE `email_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` text NOT NULL,
	`new_email` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text
);
--> statement-breakpoint
CREATE INDEX `email_changes_account_idx` ON `email_changes` (`account_kind`,`account_id`);--> statement-breakpoint
ALTER TABLE `notification_deliveries` ADD `priority` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `notification_deliveries` ADD `lane` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `password_links` ADD `revoked_at` text;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `session_token_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `last_sent_at` text;--> statement-breakpoint
-- Hand-written: password links already waiting go before news, as every new one does (docs/decisions/0190-account-security.md).
UPDATE `notification_deliveries` SET `priority` = 0 WHERE `event_id` LIKE 'password-link:%';
