package customsignature

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// +k8s:customValidation
type Window string

type T struct {
	TypeMeta int

	// +k8s:customValidation
	Name string `json:"name"`

	// +k8s:customValidation
	Count int `json:"count"`

	// +k8s:customValidation
	Zone string `json:"zone"`

	// +k8s:customValidation
	Tags string `json:"tags"`

	Window Window `json:"window"`
}

// The value type is wrong.
func ValidateCustom_T_Name(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *int) field.ErrorList {
	return nil
}

// The path is not a path.
func ValidateCustom_T_Count(ctx context.Context, op operation.Operation, fldPath string, obj, oldObj *int) field.ErrorList {
	return nil
}

// The result is not a field.ErrorList.
func ValidateCustom_T_Zone(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) error {
	return nil
}

// The operation is missing.
func ValidateCustom_T_Tags(ctx context.Context, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}

// The values are not pointers.
func ValidateCustom_Window(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj Window) field.ErrorList {
	return nil
}
