CREATE TABLE `hold_approvals` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`at` text NOT NULL,
	`by` text NOT NULL,
	`reason` text NOT NULL,
	`holds` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "hold_approvals_reason_given" CHECK("hold_approvals"."reason" <> '')
);
--> statement-breakpoint
CREATE INDEX `hold_approvals_invoice_at_idx` ON `hold_approvals` (`invoice_id`,`at`,`id`);--> statement-breakpoint
CREATE TABLE `invoice_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`at` text NOT NULL,
	`by` text NOT NULL,
	`contact` text NOT NULL,
	`method` text NOT NULL,
	`result` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_verifications_method_known" CHECK("invoice_verifications"."method" IN ('phone', 'email', 'portal'))
);
--> statement-breakpoint
CREATE INDEX `invoice_verifications_invoice_at_idx` ON `invoice_verifications` (`invoice_id`,`at`,`id`);--> statement-breakpoint
-- A verification and an approval are kept as they were made: a later call or approval is a new row (docs/decisions/0221-verification-and-holds.md).
CREATE TRIGGER `invoice_verifications_never_updated` BEFORE UPDATE ON `invoice_verifications` BEGIN SELECT RAISE(ABORT, 'verifications are never changed: record a new one'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_verifications_never_deleted` BEFORE DELETE ON `invoice_verifications` BEGIN SELECT RAISE(ABORT, 'verifications are never deleted: record a new one'); END;--> statement-breakpoint
CREATE TRIGGER `hold_approvals_never_updated` BEFORE UPDATE ON `hold_approvals` BEGIN SELECT RAISE(ABORT, 'hold approvals are never changed: approve again'); END;--> statement-breakpoint
CREATE TRIGGER `hold_approvals_never_deleted` BEFORE DELETE ON `hold_approvals` BEGIN SELECT RAISE(ABORT, 'hold approvals are never deleted: approve again'); END;
