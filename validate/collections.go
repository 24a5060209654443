package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// The generated code passes len(list) or len(map) as n, so these checks
// need no type parameters and never look at the items.

// MinItems checks that a list has at least min items.
func MinItems(p *Path, n, min int) field.ErrorList {
	if n >= min {
		return nil
	}
	return tooFew(p, n, min, "minItems")
}

// MaxItems checks that a list has at most max items.
func MaxItems(p *Path, n, max int) field.ErrorList {
	if n <= max {
		return nil
	}
	return tooMany(p, n, max, "maxItems")
}

// MinProperties checks that a map has at least min entries.
func MinProperties(p *Path, n, min int) field.ErrorList {
	if n >= min {
		return nil
	}
	return tooFew(p, n, min, "minProperties")
}

// MaxProperties checks that a map has at most max entries.
func MaxProperties(p *Path, n, max int) field.ErrorList {
	if n <= max {
		return nil
	}
	return tooMany(p, n, max, "maxProperties")
}

func tooFew(p *Path, n, min int, origin string) field.ErrorList {
	return one(at(p, field.TooFew(nil, n, min), origin))
}

func tooMany(p *Path, n, max int, origin string) field.ErrorList {
	return one(at(p, field.TooMany(nil, n, max), origin))
}

// NoNilItems reports every nil item of a list of pointers as Required at
// its index, as Kubernetes does before validating such a list.
func NoNilItems[T any](p *Path, list []*T) field.ErrorList {
	var errs field.ErrorList
	for i, v := range list {
		if v == nil {
			ip := p.Index(i)
			errs = append(errs, at(&ip, field.Required(nil, ""), ""))
		}
	}
	return errs
}

// CountTrue is the number of true tests: the keys present in a struct's
// JSON (MinProperties on a struct), one test per key.
func CountTrue(tests ...bool) int {
	n := 0
	for _, t := range tests {
		if t {
			n++
		}
	}
	return n
}
