ALTER TABLE `admin_accounts` ADD `display_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `email` text;--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `created_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `admin_accounts` ADD `disabled_by` text;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_accounts_username_lower_idx` ON `admin_accounts` (lower("username"));--> statement-breakpoint
ALTER TABLE `clients` ADD `email` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `disabled_by` text;--> statement-breakpoint
-- Hand-written: the staff account made before accounts had names and dates is named by its username and dated by its last change.
UPDATE `admin_accounts` SET `display_name` = `username`, `created_at` = `updated_at` WHERE `created_at` = '';
