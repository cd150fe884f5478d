DROP TABLE IF EXISTS group_member_requests;
