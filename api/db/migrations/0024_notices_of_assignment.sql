CREATE TABLE `notice_acknowledgements` (
	`notice_id` text PRIMARY KEY NOT NULL,
	`acknowledged_by` text NOT NULL,
	`acknowledged_on` text NOT NULL,
	`recorded_by` text NOT NULL,
	`recorded_at` text NOT NULL,
	FOREIGN KEY (`notice_id`) REFERENCES `notices_of_assignment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `notices_of_assignment` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`client_id` text NOT NULL,
	`content` text NOT NULL,
	`delivery` text NOT NULL,
	`sent_to` text,
	`means` text DEFAULT '' NOT NULL,
	`sent_at` text NOT NULL,
	`sent_by` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "notices_of_assignment_delivery" CHECK("notices_of_assignment"."delivery" IN ('email', 'other')),
	CONSTRAINT "notices_of_assignment_sent_to" CHECK(("notices_of_assignment"."delivery" = 'email' AND "notices_of_assignment"."sent_to" <> '' AND "notices_of_assignment"."means" = '') OR ("notices_of_assignment"."delivery" = 'other' AND "notices_of_assignment"."sent_to" IS NULL AND "notices_of_assignment"."means" <> ''))
);
--> statement-breakpoint
CREATE INDEX `notices_of_assignment_pair_idx` ON `notices_of_assignment` (`broker_id`,`client_id`,`sent_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notices_of_assignment_idempotency_key_idx` ON `notices_of_assignment` (`idempotency_key`);--> statement-breakpoint
-- Numbers a quote carried over as typed ("MC 012345") become digits without leading zeros, as the
-- triggers below require of every later change.
UPDATE `clients` SET `mc_number` = CAST(CAST(NULLIF(replace(replace(replace(replace(replace(replace(replace(upper(`mc_number`), 'USDOT', ''), 'DOT', ''), 'MC', ''), ' ', ''), '#', ''), '-', ''), char(9), ''), '') AS INTEGER) AS TEXT) WHERE `mc_number` = '' OR `mc_number` GLOB '*[^0-9]*' OR `mc_number` GLOB '0*';--> statement-breakpoint
UPDATE `clients` SET `dot_number` = CAST(CAST(NULLIF(replace(replace(replace(replace(replace(replace(replace(upper(`dot_number`), 'USDOT', ''), 'DOT', ''), 'MC', ''), ' ', ''), '#', ''), '-', ''), char(9), ''), '') AS INTEGER) AS TEXT) WHERE `dot_number` = '' OR `dot_number` GLOB '*[^0-9]*' OR `dot_number` GLOB '0*';--> statement-breakpoint
-- A notice is kept as it was made and sent: sending again is a new row (docs/decisions/0222-notice-of-assignment.md).
CREATE TRIGGER `notices_of_assignment_never_updated` BEFORE UPDATE ON `notices_of_assignment` BEGIN SELECT RAISE(ABORT, 'notices of assignment are never changed: send a new notice'); END;--> statement-breakpoint
CREATE TRIGGER `notices_of_assignment_never_deleted` BEFORE DELETE ON `notices_of_assignment` BEGIN SELECT RAISE(ABORT, 'notices of assignment are never deleted: send a new notice'); END;--> statement-breakpoint
-- An acknowledgement is recorded once, as the broker gave it.
CREATE TRIGGER `notice_acknowledgements_never_updated` BEFORE UPDATE ON `notice_acknowledgements` BEGIN SELECT RAISE(ABORT, 'acknowledgements are never changed'); END;--> statement-breakpoint
CREATE TRIGGER `notice_acknowledgements_never_deleted` BEFORE DELETE ON `notice_acknowledgements` BEGIN SELECT RAISE(ABORT, 'acknowledgements are never deleted'); END;--> statement-breakpoint
-- A client's MC and DOT numbers are digits or nothing, as a broker's are (a check cannot be added to a
-- table that exists, so triggers refuse anything else).
CREATE TRIGGER `clients_authority_digits_on_insert` BEFORE INSERT ON `clients` WHEN (NEW.mc_number IS NOT NULL AND (NEW.mc_number = '' OR NEW.mc_number GLOB '*[^0-9]*')) OR (NEW.dot_number IS NOT NULL AND (NEW.dot_number = '' OR NEW.dot_number GLOB '*[^0-9]*')) BEGIN SELECT RAISE(ABORT, 'MC and DOT numbers are digits only'); END;--> statement-breakpoint
CREATE TRIGGER `clients_authority_digits_on_update` BEFORE UPDATE OF `mc_number`, `dot_number` ON `clients` WHEN (NEW.mc_number IS NOT NULL AND (NEW.mc_number = '' OR NEW.mc_number GLOB '*[^0-9]*')) OR (NEW.dot_number IS NOT NULL AND (NEW.dot_number = '' OR NEW.dot_number GLOB '*[^0-9]*')) BEGIN SELECT RAISE(ABORT, 'MC and DOT numbers are digits only'); END;
