// Package v1beta1 is the older version of the test API.
//
// +groupName=shop.example.com
package v1beta1
