package typedefs

import (
	"strconv"
	"testing"

	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// One constructor per link of each chain.

func min1(p *field.Path, v int) *field.Error { // Base
	return field.Invalid(p, v, "must be greater than or equal to 1").WithOrigin("minimum")
}

func max100(p *field.Path, v int) *field.Error { // Mid
	return field.Invalid(p, v, "must be less than or equal to 100").WithOrigin("maximum")
}

func neq50(p *field.Path) *field.Error { // Top
	return field.Invalid(p, 50, "must not be equal to 50").WithOrigin("neq")
}

func maxN(p *field.Path, v, n int) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+strconv.Itoa(n)).WithOrigin("maximum")
}

func tooShort(p *field.Path, v string) *field.Error { // BaseName
	return field.TooShort(p, v, 2).WithOrigin("minLength")
}

func tooLong(p *field.Path, v string, n int) *field.Error { // MidName (5), MidMap keys (4)
	return field.TooLongCharacters(p, v, n).WithOrigin("maxLength")
}

func notShortName(p *field.Path, v string) []*field.Error { // TopName
	var out []*field.Error
	for _, msg := range utilvalidation.IsDNS1123Label(v) {
		out = append(out, field.Invalid(p, v, msg).WithOrigin("format=k8s-short-name"))
	}
	return out
}

// validT puts every value at the edge of what its chain allows.
func validT() *T {
	return &T{
		Top:        60,
		PtrTop:     new(Top(100)),
		Tops:       []Top{1, 100},
		PtrTops:    []*Top{new(Top(1))},
		TopValues:  map[string]Top{"a": 100},
		Name:       "ab",
		PtrName:    new(TopName("abcde")),
		Names:      []TopName{"a-b"},
		NameValues: map[string]TopName{"k": "ab"},
		NameKeys:   map[TopName]int{"abcde": 0},
		List:       TopList{1, 90, 90},
		PtrList:    new(TopList{1}),
		Lists:      []TopList{{1}},
		Map:        TopMap{"abcd": 90, "ab": 1},
		PtrMap:     new(TopMap{"ab": 1}),
	}
}

func TestTypedefChainsValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// Every link of the integer chain applies wherever Top is used.
func TestTypedefIntChain(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Top = 101
	obj.PtrTop = new(Top(50))
	obj.Tops = []Top{0, 50, 101}
	obj.PtrTops = []*Top{new(Top(0))}
	obj.TopValues = map[string]Top{"z": 0}
	st.Value(obj).ExpectInvalid(
		maxN(root("top"), 101, 60),
		max100(root("top"), 101),
		neq50(root("ptrTop")),
		min1(root("tops").Index(0), 0),
		neq50(root("tops").Index(1)),
		max100(root("tops").Index(2), 101),
		min1(root("ptrTops").Index(0), 0),
		min1(root("topValues").Key("z"), 0),
	)
	obj = validT()
	obj.Top = 0
	st.Value(obj).ExpectInvalid(min1(root("top"), 0))
	obj.Top = 50
	st.Value(obj).ExpectInvalid(neq50(root("top")))
}

// Every link of the string chain applies wherever TopName is used; map
// keys are reported at the map.
func TestTypedefStringChain(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Name = "a"
	obj.PtrName = new(TopName("abcdef"))
	obj.Names = []TopName{"Ab"}
	obj.NameValues = map[string]TopName{"k": "x"}
	obj.NameKeys = map[TopName]int{"toolong": 0}
	want := []*field.Error{
		tooShort(root("name"), "a"),
		tooLong(root("ptrName"), "abcdef", 5),
		tooShort(root("nameValues").Key("k"), "x"),
		tooLong(root("nameKeys"), "toolong", 5),
	}
	want = append(want, notShortName(root("names").Index(0), "Ab")...)
	st.Value(obj).ExpectInvalid(want...)
}

// List and map type chains: sizes from one link, item rules from another,
// and the item type's own chain below them.
func TestTypedefCollectionChains(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.List = TopList{}
	obj.PtrList = new(TopList{91, 1, 1, 50})
	obj.Lists = []TopList{{1}, nil}
	obj.Map = TopMap{"abcde": 91}
	obj.PtrMap = new(TopMap{"a": 0, "bb": 1, "cc": 1})
	st.Value(obj).ExpectInvalid(
		field.TooFew(root("list"), 0, 1).WithOrigin("minItems"),
		field.TooMany(root("ptrList"), 4, 3).WithOrigin("maxItems"),
		maxN(root("ptrList").Index(0), 91, 90),
		// maxItems short-circuits BaseList: its items' own rules do not run.
		field.TooFew(root("lists").Index(1), 0, 1).WithOrigin("minItems"),
		tooLong(root("map"), "abcde", 4),
		maxN(root("map").Key("abcde"), 91, 90),
		// maxProperties short-circuits BaseMap: its keys and values are not checked.
		field.TooMany(root("ptrMap"), 3, 2).WithOrigin("maxProperties"),
	)
}

// invalidT breaks one link in every position that ratchets as a whole
// (fields, pointers, map values, list and map types).
func invalidT() *T {
	obj := validT()
	obj.Top = 0
	obj.PtrTop = new(Top(50))
	obj.TopValues = map[string]Top{"z": 0}
	obj.Name = "a"
	obj.PtrName = new(TopName("abcdef"))
	obj.NameValues = map[string]TopName{"k": "x"}
	obj.NameKeys = map[TopName]int{"toolong": 0}
	obj.List = TopList{}
	obj.PtrList = new(TopList{91, 1, 1, 50})
	obj.Map = TopMap{"abcde": 91}
	obj.PtrMap = new(TopMap{"a": 0, "bb": 1, "cc": 1})
	return obj
}

func TestTypedefUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)

	// Changed values are validated through the whole chain.
	obj := validT()
	obj.Top = 50
	obj.PtrTop = new(Top(0))
	obj.TopValues = map[string]Top{"a": 101}
	obj.Name = "abcdef"
	obj.List = TopList{1, 1, 1, 1}
	obj.Map = TopMap{"abcd": 91, "ab": 1}
	st.Value(obj).OldValue(validT()).ExpectInvalid(
		neq50(root("top")),
		min1(root("ptrTop"), 0),
		max100(root("topValues").Key("a"), 101),
		tooLong(root("name"), "abcdef", 5),
		field.TooMany(root("list"), 4, 3).WithOrigin("maxItems"),
		maxN(root("map").Key("abcd"), 91, 90),
	)

	// Map types correlate by key: only the changed value is re-validated,
	// and keys already present are not.
	old := validT()
	old.Map = TopMap{"abcde": 91, "ab": 1}
	obj = validT()
	obj.Map = TopMap{"abcde": 91, "ab": 0}
	st.Value(obj).OldValue(old).ExpectInvalid(min1(root("map").Key("ab"), 0))
}

// Items of plain lists of chained types: an unchanged list is not
// re-validated.
func TestTypedefUpdateUnchangedListItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := func() *T {
		v := validT()
		v.Tops = []Top{0}
		v.PtrTops = []*Top{new(Top(50))}
		v.Names = []TopName{"Ab"}
		v.Lists = []TopList{nil}
		return v
	}
	st.Value(obj()).OldValue(obj()).ExpectValid().ExpectAllocs(0)
}

// Struct chains: each link's type-level check, then the base's fields.
func TestTypedefStructChain(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	links := []string{"type TopStruct", "type MidStruct", "type BaseStruct"}
	st.Value(&Structs{
		P: new(TopStruct{}),
		L: []TopStruct{{}},
		M: map[string]TopStruct{"k": {}},
	}).ExpectValidateFalseByPath(map[string][]string{
		"s":      append([]string{"field Structs.S"}, links...),
		"s.n":    {"field BaseStruct.N"},
		"p":      links,
		"p.n":    {"field BaseStruct.N"},
		"l[0]":   links,
		"l[0].n": {"field BaseStruct.N"},
		"m[k]":   links,
		"m[k].n": {"field BaseStruct.N"},
	})
	// Unchanged struct values ratchet through the chain.
	st.Value(&Structs{M: map[string]TopStruct{"k": {}}}).
		OldValue(&Structs{M: map[string]TopStruct{"k": {}}}).ExpectValid()
}
