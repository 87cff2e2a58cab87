CREATE TABLE "certification_exam_questions" (
	"certification_exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "certification_exam_questions_certification_exam_id_question_id_pk" PRIMARY KEY("certification_exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "certification_exam_topics" (
	"certification_exam_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "certification_exam_topics_certification_exam_id_c_t_id_pk" PRIMARY KEY("certification_exam_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "certification_resource_topics" (
	"certification_resource_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "certification_resource_topics_certification_resource_id_c_t_id_pk" PRIMARY KEY("certification_resource_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "certification_resources" (
	"certification_resource_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" varchar(2000),
	"type" varchar(100) DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"image" varchar(2000),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_topics" (
	"c_t_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"classification" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"question_answer_id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"image" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_topics" (
	"question_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "question_topics_question_id_c_t_id_pk" PRIMARY KEY("question_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"image" varchar(2000),
	"correct_answer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_certification_resource_id_certification_resources_certification_resource_id_fk" FOREIGN KEY ("certification_resource_id") REFERENCES "public"."certification_resources"("certification_resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_correct_answer_id_question_answers_question_answer_id_fk" FOREIGN KEY ("correct_answer_id") REFERENCES "public"."question_answers"("question_answer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_exam_questions_question_idx" ON "certification_exam_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "certification_exam_topics_topic_idx" ON "certification_exam_topics" USING btree ("c_t_id","certification_exam_id");--> statement-breakpoint
CREATE INDEX "certification_resource_topics_topic_idx" ON "certification_resource_topics" USING btree ("c_t_id","certification_resource_id");--> statement-breakpoint
CREATE INDEX "certification_resources_name_trgm_idx" ON "certification_resources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_resources_name_idx" ON "certification_resources" USING btree ("name","certification_resource_id");--> statement-breakpoint
CREATE INDEX "certification_resources_difficulty_idx" ON "certification_resources" USING btree ("difficulty","certification_resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_topics_name_uq" ON "certification_topics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "certification_topics_name_trgm_idx" ON "certification_topics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_topics_name_idx" ON "certification_topics" USING btree ("name","c_t_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","question_answer_id");--> statement-breakpoint
CREATE INDEX "question_topics_topic_idx" ON "question_topics" USING btree ("c_t_id","question_id");--> statement-breakpoint
CREATE INDEX "questions_value_trgm_idx" ON "questions" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_correct_answer_idx" ON "questions" USING btree ("correct_answer_id");--> statement-breakpoint
CREATE INDEX "questions_difficulty_idx" ON "questions" USING btree ("difficulty","question_id");--> statement-breakpoint
CREATE INDEX "questions_points_idx" ON "questions" USING btree ("points","question_id");--> statement-breakpoint
ALTER TABLE "certification_exams" DROP COLUMN "level";