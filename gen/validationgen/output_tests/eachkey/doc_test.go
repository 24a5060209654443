package eachkey

import (
	"testing"

	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Key errors are reported at the map's own path with the key as the bad
// value, as Kubernetes reports them.

var root = field.NewPath

func tooShort(p *field.Path, key string) *field.Error {
	return field.TooShort(p, key, 2).WithOrigin("minLength")
}

func tooLong(p *field.Path, key string) *field.Error {
	return field.TooLongCharacters(p, key, 4).WithOrigin("maxLength")
}

// shortNameErrors are the errors Kubernetes' own DNS label check reports.
func shortNameErrors(p *field.Path, key string) []*field.Error {
	var out []*field.Error
	for _, msg := range utilvalidation.IsDNS1123Label(key) {
		out = append(out, field.Invalid(p, key, msg).WithOrigin("format=k8s-short-name"))
	}
	return out
}

func validT() *T {
	m := map[string]int{"abcd": 0}
	return &T{
		Labels:      map[string]string{"ab": "", "abcd": "anything goes in values"},
		IntKeys:     map[int]string{1: ""},
		Names:       map[string]int{"a-1": 0},
		TypedKeys:   map[Key]int{"ab": 0, "abcd": 0},
		Both:        map[string]int{"abcd": 1},
		Typed:       KeyedMap{"ab": 0, "abcd": 0},
		TypedPtr:    &KeyedMap{"a": 0},
		MapPtr:      &m,
		MapOfMaps:   map[string]map[string]int{"outer key may be long": {"abcd": 0}},
		ListOfMaps:  []map[string]int{{"abcd": 0}, nil},
		OptionalMap: map[string]int{"abcd": 0},
	}
}

func TestEachKeyCreateValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{}).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
}

func TestEachKeyCreateInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	m := map[string]int{"abcde": 0}
	st.Value(&T{
		Labels:      map[string]string{"a": "", "ab": "", "abcde": ""},
		IntKeys:     map[int]string{0: "", 1: ""},
		MapPtr:      &m,
		MapOfMaps:   map[string]map[string]int{"o": {"abcde": 0, "ok": 0}},
		ListOfMaps:  []map[string]int{{"ok": 0}, {"abcde": 0}},
		OptionalMap: map[string]int{"abcde": 0},
	}).ExpectInvalid(
		tooShort(root("labels"), "a"),
		tooLong(root("labels"), "abcde"),
		field.Invalid(root("intKeys"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		tooLong(root("mapPtr"), "abcde"),
		tooLong(root("mapOfMaps").Key("o"), "abcde"),
		tooLong(root("listOfMaps").Index(1), "abcde"),
		tooLong(root("optionalMap"), "abcde"),
	)
}

func TestEachKeyFormat(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Names: map[string]int{"Bad_Name": 0}}).
		ExpectInvalid(shortNameErrors(root("names"), "Bad_Name")...)
}

// Rules from the key type, the map type and the field all apply.
func TestEachKeyTypedefs(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{
		TypedKeys: map[Key]int{"a": 0, "abcde": 0},
		Typed:     KeyedMap{"a": 0, "abcde": 0},
		TypedPtr:  &KeyedMap{"abcde": 0},
	}).ExpectInvalid(
		tooShort(root("typedKeys"), "a"),
		tooLong(root("typedKeys"), "abcde"),
		tooShort(root("typed"), "a"),
		tooLong(root("typed"), "abcde"),
		tooLong(root("typedPtr"), "abcde"),
	)
}

// Keys and values of the same map are checked independently: a bad key
// is reported at the map, a bad value at the key's path.
func TestEachKeyWithEachVal(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Both: map[string]int{"abcde": 0}}).ExpectInvalid(
		tooLong(root("both"), "abcde"),
		field.Invalid(root("both").Key("abcde"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
}

func TestEachKeyOptionalSkipsEmpty(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{OptionalMap: map[string]int{}}).ExpectValid().ExpectAllocs(0)
}

func invalidT() *T {
	m := map[string]int{"abcde": 0}
	return &T{
		Labels:      map[string]string{"abcde": "v"},
		IntKeys:     map[int]string{0: ""},
		Names:       map[string]int{"Bad_Name": 0},
		TypedKeys:   map[Key]int{"abcde": 0},
		Both:        map[string]int{"abcde": 0},
		Typed:       KeyedMap{"abcde": 0},
		TypedPtr:    &KeyedMap{"abcde": 0},
		MapPtr:      &m,
		MapOfMaps:   map[string]map[string]int{"o": {"abcde": 0}},
		ListOfMaps:  []map[string]int{{"abcde": 0}},
		OptionalMap: map[string]int{"abcde": 0},
	}
}

func TestEachKeyUpdateUnchangedIsRatcheted(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// A key that was in the old map is not re-validated, even when its value
// changed; new keys are.
func TestEachKeyUpdateKeysRatchetByPresence(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Labels: map[string]string{"abcde": "changed", "a": "new"}}).
		OldValue(&T{Labels: map[string]string{"abcde": "old", "gone": ""}}).
		ExpectInvalid(tooShort(root("labels"), "a"))

	// The value of an old key is still validated when it changed.
	st.Value(&T{Both: map[string]int{"abcde": 0}}).
		OldValue(&T{Both: map[string]int{"abcde": 1}}).
		ExpectInvalid(field.Invalid(root("both").Key("abcde"), 0, "must be greater than or equal to 1").WithOrigin("minimum"))

	// Type-level eachKey and the key type's own rule ratchet the same way.
	st.Value(&T{Typed: KeyedMap{"abcde": 1, "fghij": 0}, TypedKeys: map[Key]int{"abcde": 1, "a": 0}}).
		OldValue(&T{Typed: KeyedMap{"abcde": 0}, TypedKeys: map[Key]int{"abcde": 0}}).
		ExpectInvalid(
			tooLong(root("typed"), "fghij"),
			tooShort(root("typedKeys"), "a"),
		)
}

// An inner map's keys correlate with the old inner map at the same outer
// key.
func TestEachKeyUpdateNestedMapInMap(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{MapOfMaps: map[string]map[string]int{"o": {"abcde": 1, "fghij": 0}, "new": {"klmno": 0}}}).
		OldValue(&T{MapOfMaps: map[string]map[string]int{"o": {"abcde": 0}}}).
		ExpectInvalid(
			tooLong(root("mapOfMaps").Key("o"), "fghij"),
			tooLong(root("mapOfMaps").Key("new"), "klmno"),
		)
}

func TestEachKeyUpdateChangedToInvalid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{Labels: map[string]string{"abcde": ""}, IntKeys: map[int]string{0: ""}}).
		OldValue(&T{Labels: map[string]string{"abcd": ""}, IntKeys: map[int]string{1: ""}}).
		ExpectInvalid(
			tooLong(root("labels"), "abcde"),
			field.Invalid(root("intKeys"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		)
}

func TestEachKeyUpdateInvalidToValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
}
