package cel

import "k8s.io/apimachinery/pkg/api/resource"

// The Kubernetes quantity library on resource.Quantity values. A quantity
// field of a Go type is a string in its JSON form; CEL sees it as a string
// until quantity() parses it.

// ParseQuantity is quantity(s); a malformed s is resource's parse error.
func ParseQuantity(s string) (resource.Quantity, Err) {
	q, err := resource.ParseQuantity(s)
	if err != nil {
		return resource.Quantity{}, Msg(err.Error())
	}
	return q, Err{}
}

// IsQuantity is isQuantity(s).
func IsQuantity(s string) bool {
	_, err := resource.ParseQuantity(s)
	return err == nil
}

// QuantitySign is q.sign(): -1, 0 or 1.
func QuantitySign(q resource.Quantity) int64 { return int64(q.Sign()) }

// QuantityIsInteger is q.isInteger(): whether q is a whole number in int64.
func QuantityIsInteger(q resource.Quantity) bool {
	_, ok := q.AsInt64()
	return ok
}

// QuantityAsInteger is q.asInteger().
func QuantityAsInteger(q resource.Quantity) (int64, Err) {
	v, ok := q.AsInt64()
	if !ok {
		return 0, Msg("cannot convert value to integer")
	}
	return v, Err{}
}

// QuantityAsApproximateFloat is q.asApproximateFloat().
func QuantityAsApproximateFloat(q resource.Quantity) float64 { return q.AsApproximateFloat64() }

// QuantityCompare is q.compareTo(r); IsLessThan and IsGreaterThan follow from it.
func QuantityCompare(q, r resource.Quantity) int64 { return int64(q.Cmp(r)) }

// QuantityEqual is q == r: the same amount, whatever the format.
func QuantityEqual(q, r resource.Quantity) bool { return q.Equal(r) }

// QuantityAdd is q.add(r).
func QuantityAdd(q, r resource.Quantity) resource.Quantity {
	s := q.DeepCopy()
	s.Add(r)
	return s
}

// QuantitySub is q.sub(r).
func QuantitySub(q, r resource.Quantity) resource.Quantity {
	d := q.DeepCopy()
	d.Sub(r)
	return d
}

// QuantityAddInt is q.add(i): i as a decimal quantity.
func QuantityAddInt(q resource.Quantity, i int64) resource.Quantity {
	return QuantityAdd(q, *resource.NewQuantity(i, resource.DecimalExponent))
}

// QuantitySubInt is q.sub(i).
func QuantitySubInt(q resource.Quantity, i int64) resource.Quantity {
	return QuantitySub(q, *resource.NewQuantity(i, resource.DecimalExponent))
}

// QuantityString is string(q) where CEL needs the text: the canonical form.
func QuantityString(q resource.Quantity) string { return q.String() }
