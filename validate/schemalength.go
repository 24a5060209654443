package validate

import (
	"encoding/base64"
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// SchemaMinLength checks that v has at least min characters (runes), and
// reports a failure as apiextensions-apiserver reports a CRD's minLength
// keyword: field.Invalid with kube-openapi's detail ("spec.name in body
// should be at least 2 chars long"), origin "minLength". controller-gen's
// +kubebuilder:validation:MinLength uses it, so that the Go code reports
// what the CRD it writes reports; +k8s:minLength keeps MinLength's
// field.TooShort, as Kubernetes' validation-gen reports it.
func SchemaMinLength[T ~string](p *Path, v T, min int) field.ErrorList {
	if (len(v)+3)/4 >= min {
		return nil
	}
	if len(v) >= min && utf8.RuneCountInString(string(v)) >= min {
		return nil
	}
	return schemaTooShort(p, string(v), min)
}

// IntOrStringSchemaMinLength is SchemaMinLength on an int-or-string's
// string; an int passes (see IntOrStringMinLength).
func IntOrStringSchemaMinLength(p *Path, v intstr.IntOrString, min int) field.ErrorList {
	if v.Type != intstr.String {
		return nil
	}
	return SchemaMinLength(p, v.StrVal, min)
}

func schemaTooShort(p *Path, v string, min int) field.ErrorList {
	detail := schemaPathString(p) + " in body should be at least " + strconv.Itoa(min) + " chars long"
	return one(at(p, field.Invalid(nil, v, detail), "minLength"))
}

// schemaPathString renders p as kube-openapi's schema validator names a
// value in its messages: properties joined by dots, list items as [i],
// map values as .key (a relative path renders from its own root).
func schemaPathString(p *Path) string {
	var buf [128]byte
	return string(p.appendSchema(buf[:0]))
}

func (p *Path) appendSchema(b []byte) []byte {
	if p == nil || p.kind == rootStep {
		return b
	}
	b = p.parent.appendSchema(b)
	switch p.kind {
	case childStep, keyStep:
		if p.name == "" && p.kind == childStep {
			return b
		}
		if len(b) > 0 {
			b = append(b, '.')
		}
		return append(b, p.name...)
	case intKeyStep:
		if len(b) > 0 {
			b = append(b, '.')
		}
		return strconv.AppendInt(b, p.index, 10)
	default:
		b = append(b, '[')
		b = strconv.AppendInt(b, p.index, 10)
		return append(b, ']')
	}
}

// Base64SchemaMinLength is SchemaMinLength on the base64 form of v (see
// Base64MinLength).
func Base64SchemaMinLength[T ~[]byte](p *Path, v T, min int) field.ErrorList {
	if base64.StdEncoding.EncodedLen(len(v)) >= min {
		return nil
	}
	return schemaTooShort(p, base64.StdEncoding.EncodeToString(v), min)
}

// JSONStringSchemaMinLength is SchemaMinLength on the string v marshals
// to (see JSONStringMinLength).
func JSONStringSchemaMinLength(p *Path, v json.Marshaler, min int) field.ErrorList {
	if s, ok := jsonString(v); ok {
		return SchemaMinLength(p, s, min)
	}
	return nil
}

// SchemaMinProperties checks that a map or object has at least min
// entries (n), and reports a failure as apiextensions-apiserver reports a
// CRD's minProperties keyword: field.Invalid with the count and
// kube-openapi's detail ("spec.pods[0] in body should have at least 1
// properties"), origin "minProperties". controller-gen's
// +kubebuilder:validation:MinProperties uses it; +k8s:minProperties keeps
// MinProperties's field.TooFew.
func SchemaMinProperties(p *Path, n, min int) field.ErrorList {
	if n >= min {
		return nil
	}
	detail := schemaPathString(p) + " in body should have at least " + strconv.Itoa(min) + " properties"
	return one(at(p, field.Invalid(nil, int64(n), detail), "minProperties"))
}
