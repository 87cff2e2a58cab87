DROP INDEX "user_attribute_values_attribute_idx";--> statement-breakpoint
CREATE INDEX "user_attributes_name_idx" ON "user_attributes" USING btree ("name","user_attribute_id");--> statement-breakpoint
CREATE INDEX "user_attribute_values_attribute_idx" ON "user_attribute_values" USING btree ("user_attribute_id","user_attribute_value_id");