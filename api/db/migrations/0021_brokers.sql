CREATE TABLE `broker_credit_decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`decision` text NOT NULL,
	`limit_cents` integer,
	`reason` text NOT NULL,
	`at` text NOT NULL,
	`by` text NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "broker_credit_decisions_known" CHECK("broker_credit_decisions"."decision" IN ('approved', 'limit', 'ask-first', 'do-not-fund')),
	CONSTRAINT "broker_credit_decisions_limit" CHECK(("broker_credit_decisions"."decision" = 'limit' AND "broker_credit_decisions"."limit_cents" > 0) OR ("broker_credit_decisions"."decision" <> 'limit' AND "broker_credit_decisions"."limit_cents" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `broker_credit_decisions_broker_at_idx` ON `broker_credit_decisions` (`broker_id`,`at`,`id`);--> statement-breakpoint
CREATE TABLE `broker_names` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`legal` integer DEFAULT false NOT NULL,
	`added_at` text NOT NULL,
	`added_by` text NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "broker_names_name_key_given" CHECK("broker_names"."name_key" <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `broker_names_name_key_idx` ON `broker_names` (`name_key`);--> statement-breakpoint
CREATE INDEX `broker_names_broker_idx` ON `broker_names` (`broker_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `broker_names_one_legal_idx` ON `broker_names` (`broker_id`) WHERE legal = 1;--> statement-breakpoint
CREATE TABLE `brokers` (
	`id` text PRIMARY KEY NOT NULL,
	`legal_name` text NOT NULL,
	`mc_number` text,
	`dot_number` text,
	`ap_email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`remit_address` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "brokers_mc_number_digits" CHECK("brokers"."mc_number" IS NULL OR ("brokers"."mc_number" <> '' AND "brokers"."mc_number" NOT GLOB '*[^0-9]*')),
	CONSTRAINT "brokers_dot_number_digits" CHECK("brokers"."dot_number" IS NULL OR ("brokers"."dot_number" <> '' AND "brokers"."dot_number" NOT GLOB '*[^0-9]*'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brokers_mc_number_idx` ON `brokers` (`mc_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `brokers_dot_number_idx` ON `brokers` (`dot_number`);--> statement-breakpoint
CREATE INDEX `brokers_created_at_id_idx` ON `brokers` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `broker_id` text REFERENCES brokers(id);--> statement-breakpoint
CREATE INDEX `invoices_broker_submitted_at_id_idx` ON `invoices` (`broker_id`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_broker_status_paid_on_idx` ON `invoices` (`broker_id`,`status`,`paid_on`);--> statement-breakpoint
-- A credit decision is kept as it was made: a new decision is a new row (docs/decisions/0220-broker-book.md).
CREATE TRIGGER `broker_credit_decisions_never_updated` BEFORE UPDATE ON `broker_credit_decisions` BEGIN SELECT RAISE(ABORT, 'credit decisions are never changed: record a new decision'); END;--> statement-breakpoint
CREATE TRIGGER `broker_credit_decisions_never_deleted` BEFORE DELETE ON `broker_credit_decisions` BEGIN SELECT RAISE(ABORT, 'credit decisions are never deleted: record a new decision'); END;--> statement-breakpoint
-- The words of each broker's names (legal name and aliases), searched word by word by staff and clients
-- (docs/decisions/0220-broker-book.md). One row per broker, rewritten by the code that changes its names
-- or numbers, in the same transaction.
CREATE VIRTUAL TABLE `broker_words` USING fts4(`broker_id`, `words`, notindexed=`broker_id`, tokenize=unicode61);
