package check

import (
	"context"
	"fmt"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsinstall "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// crdScheme knows CustomResourceDefinitions: their defaults and the
// conversion to the internal form their validation reads.
var crdScheme = func() *runtime.Scheme {
	s := runtime.NewScheme()
	apiextensionsinstall.Install(s)
	return s
}()

var crdStrategy = customresourcedefinition.NewStrategy(crdScheme)

// CRDKind is apiextensions.k8s.io/v1 CustomResourceDefinition.
var CRDKind = apiextensionsv1.SchemeGroupVersion.WithKind("CustomResourceDefinition")

// AddCRDKind registers the validation of CustomResourceDefinitions
// themselves, as the API server validates a CRD's create and update
// (structural schema, CEL compilation and cost, transition to the new
// version of the schema).
func (v *Validator) AddCRDKind() { v.Add(CRDKind, crdObjectKind{}) }

type decodedCRD struct {
	v1       *apiextensionsv1.CustomResourceDefinition
	internal *apiextensionsinternal.CustomResourceDefinition
	// data is the JSON decoded: decoding it again gives the same CRD.
	data []byte
}

func decodeCRD(obj map[string]any, strict bool) (*decodedCRD, metav1.Status, bool) {
	if gvk, err := GVK(obj); err != nil || gvk != CRDKind {
		return nil, BadRequest(fmt.Sprintf("not an %s %s", CRDKind.GroupVersion(), CRDKind.Kind)), false
	}
	data, err := request.Encode(obj)
	if err != nil {
		return nil, Internal(err), false
	}
	crd, status, ok := decodeCRDData(data, strict)
	if ok {
		crd.data = data
	}
	return crd, status, ok
}

// decodeCRDData is decodeCRD of the object's JSON.
func decodeCRDData(data []byte, strict bool) (*decodedCRD, metav1.Status, bool) {
	v1 := &apiextensionsv1.CustomResourceDefinition{}
	if status, ok := request.Decode(CRDKind, data, v1, strict); !ok {
		return nil, status, false
	}
	crdScheme.Default(v1)
	in := &apiextensionsinternal.CustomResourceDefinition{}
	if err := crdScheme.Convert(v1, in, nil); err != nil {
		return nil, Internal(err), false
	}
	return &decodedCRD{v1: v1, internal: in}, metav1.Status{}, true
}

var crdGK = schema.GroupKind{Group: CRDKind.Group, Kind: CRDKind.Kind}

// validateNewCRD runs the API server's create of crd.
func validateNewCRD(ctx context.Context, crd *decodedCRD) metav1.Status {
	p, refused := request.BeforeCreate(ctx, crd.internal, false)
	if refused != nil {
		return *refused
	}
	crdStrategy.PrepareForCreate(p.Ctx, crd.internal)
	return request.Invalid(crdGK, crd.internal, request.ValidateCreate(p.Meta, false, crdStrategy.Validate(p.Ctx, crd.internal)))
}

type crdObjectKind struct{}

// NamespaceScoped is false: CustomResourceDefinitions are cluster-scoped.
func (crdObjectKind) NamespaceScoped() bool { return false }

func (crdObjectKind) Create(ctx context.Context, obj map[string]any) metav1.Status {
	crd, status, ok := decodeCRD(obj, true)
	if !ok {
		return status
	}
	return validateNewCRD(ctx, crd)
}

func (crdObjectKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	stored, status, ok := decodeCRD(old, false)
	if !ok {
		return request.OldObject(status)
	}
	sp, refused := request.BeforeCreate(ctx, stored.internal, false)
	if refused != nil {
		return request.OldObject(*refused)
	}
	crdStrategy.PrepareForCreate(sp.Ctx, stored.internal)
	crd, status, ok := decodeCRD(obj, true)
	if !ok {
		return status
	}
	p, refused := request.BeforeUpdate(ctx, crd.internal, sp.Meta, false)
	if refused != nil {
		return *refused
	}
	crdStrategy.PrepareForUpdate(p.Ctx, crd.internal, stored.internal)
	return request.Invalid(crdGK, crd.internal, request.ValidateUpdate(p.Meta, sp.Meta, false, crdStrategy.ValidateUpdate(p.Ctx, crd.internal, stored.internal)))
}
