package graph

const msgNotificationNotFound = "Notification not found"
