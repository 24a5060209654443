package v1
