package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// NoNilValues reports every nil value of a map of pointers as Required at
// its entry, in key order so that errors are stable (Kubernetes v1.38
// validates map values through their pointers, as it does list items).
func NoNilValues[K comparable, V any](p *Path, m map[K]*V) field.ErrorList {
	var nils []K
	for k, v := range m {
		if v == nil {
			nils = append(nils, k)
		}
	}
	if nils == nil {
		return nil
	}
	errs := make(field.ErrorList, 0, len(nils))
	for _, name := range sortedKeyNames(nils) {
		kp := p.Key(name)
		errs = append(errs, at(&kp, field.Required(nil, ""), ""))
	}
	return errs
}
