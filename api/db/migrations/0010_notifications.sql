CREATE TABLE `notification_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`lease_until` text,
	`sent_at` text,
	`last_error` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `notification_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_deliveries_event_channel_recipient_idx` ON `notification_deliveries` (`event_id`,`channel`,`recipient`);--> statement-breakpoint
CREATE INDEX `notification_deliveries_due_idx` ON `notification_deliveries` (`next_attempt_at`) WHERE status = 'waiting';--> statement-breakpoint
CREATE TABLE `notification_events` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`created_at` text NOT NULL,
	`fanned_out_at` text
);
--> statement-breakpoint
CREATE INDEX `notification_events_waiting_idx` ON `notification_events` (`created_at`) WHERE fanned_out_at IS NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): each event writes its notification in its own transaction, whichever code stores it (docs/decisions/0160-notifications.md). Rows stored before this migration tell nobody.
CREATE TRIGGER `quotes_notify` AFTER INSERT ON `quotes` BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('quote:' || NEW.`id`, 'new-quote', NEW.`id`, NEW.`submitted_at`); END;
--> statement-breakpoint
CREATE TRIGGER `fuel_card_applications_notify` AFTER INSERT ON `fuel_card_applications` BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('fuel-card-application:' || NEW.`id`, 'new-fuel-card-application', NEW.`id`, NEW.`submitted_at`); END;
--> statement-breakpoint
CREATE TRIGGER `invoices_notify` AFTER INSERT ON `invoices` BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('invoice:' || NEW.`id`, 'new-invoice', NEW.`id`, NEW.`submitted_at`); END;
--> statement-breakpoint
CREATE TRIGGER `invoice_history_notify` AFTER INSERT ON `invoice_history` WHEN NEW.`action` = 'status' AND NEW.`to_status` IN ('needs-documents', 'funded', 'declined') BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('invoice-status:' || NEW.`id`, 'invoice-status', NEW.`id`, NEW.`at`); END;
