CREATE TABLE `admin_accounts` (
	`username` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`username`) REFERENCES `admin_accounts`(`username`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_at_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `client_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_sessions_client_id_idx` ON `client_sessions` (`client_id`);--> statement-breakpoint
CREATE INDEX `client_sessions_expires_at_idx` ON `client_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`company_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_login_at` text,
	`previous_login_at` text,
	`password_changed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clients_username_lower_idx` ON `clients` (lower("username"));--> statement-breakpoint
CREATE TABLE `fuel_card_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`email_normalized` text NOT NULL,
	`phone` text NOT NULL,
	`mc_number` text NOT NULL,
	`dot_number` text NOT NULL,
	`comments` text NOT NULL,
	`agree_to_terms` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`submitted_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`fuel_card_tier` text NOT NULL,
	`monthly_fuel_spend` text NOT NULL,
	`business_type` text NOT NULL,
	`years_in_business` text NOT NULL,
	`number_of_trucks` integer NOT NULL,
	`primary_routes` text NOT NULL,
	`preferred_fuel_brands` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fuel_card_applications_submitted_at_id_idx` ON `fuel_card_applications` (`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `fuel_card_applications_email_normalized_idx` ON `fuel_card_applications` (`email_normalized`);--> statement-breakpoint
CREATE UNIQUE INDEX `fuel_card_applications_idempotency_key_idx` ON `fuel_card_applications` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`email_normalized` text NOT NULL,
	`phone` text NOT NULL,
	`mc_number` text NOT NULL,
	`dot_number` text NOT NULL,
	`comments` text NOT NULL,
	`agree_to_terms` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`submitted_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`monthly_revenue` text NOT NULL,
	`business_type` text NOT NULL,
	`years_in_business` text NOT NULL,
	`number_of_trucks` integer,
	`services_interested` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_submitted_at_id_idx` ON `quotes` (`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_email_normalized_idx` ON `quotes` (`email_normalized`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_idempotency_key_idx` ON `quotes` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `team_member_photos` (
	`team_member_id` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`data` text NOT NULL,
	`hash` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`experience` text NOT NULL,
	`bio` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
