DROP TABLE saved_plans;
