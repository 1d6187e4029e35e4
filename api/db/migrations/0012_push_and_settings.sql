CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`topics` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_account_idx` ON `push_subscriptions` (`account_kind`,`account_id`);--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `email_topics` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `email_topics` text;