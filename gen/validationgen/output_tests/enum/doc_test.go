package enum

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// valid returns a Root that passes every rule. Every call returns a fresh,
// independent value.
func valid() *Root {
	return &Root{
		Protocol:    ProtocolTCP,
		ProtocolPtr: new(ProtocolSCTP),
		Direction:   DirectionIn,
		Alias:       "UDP",
		AliasPtr:    new(ProtocolAlias("TCP")),
		Stream:      "TCP",
		StreamPtr:   new(StreamProtocol("SCTP")),
		Required:    ProtocolUDP,
		Items:       []Protocol{ProtocolTCP, ProtocolUDP},
		PtrItems:    []*Protocol{new(ProtocolTCP)},
		Values:      map[string]Protocol{"a": ProtocolSCTP},
		Keys:        map[Protocol]int{ProtocolTCP: 1},
		AliasKeys:   map[ProtocolAlias]int{"UDP": 1},
		Nested:      Inner{Protocol: ProtocolTCP},
		NestedPtr:   &Inner{Protocol: ProtocolUDP},
		NestedItems: []Inner{{Protocol: ProtocolSCTP}},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

// protocols is the supported list of every Protocol error: sorted, without
// the duplicate ProtocolDefault and the excluded ProtocolLegacy.
var protocols = []Protocol{"SCTP", "TCP", "UDP"}

func notProtocol(p *field.Path, v Protocol) *field.Error {
	return field.NotSupported(p, v, protocols)
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestValues(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("every declared value", func(r *Root) {
		r.Items = []Protocol{ProtocolSCTP, ProtocolTCP, ProtocolUDP, ProtocolDefault}
	})
	c.Run("undeclared value", func(r *Root) { r.Protocol = "HTTP" }, notProtocol(path("protocol"), "HTTP"))
	c.Run("values are case-sensitive", func(r *Root) { r.Protocol = "tcp" }, notProtocol(path("protocol"), "tcp"))
	c.Run("excluded value", func(r *Root) { r.Protocol = ProtocolLegacy }, notProtocol(path("protocol"), "Legacy"))
	// Without +k8s:optional the empty string is checked like any value.
	c.Run("empty value", func(r *Root) { r.Protocol = "" }, notProtocol(path("protocol"), ""))
	c.Run("another enum has its own values", func(r *Root) { r.Direction = "Up" },
		field.NotSupported(path("direction"), Direction("Up"), []Direction{"In", "Out"}))
	c.Run("pointer nil", func(r *Root) { r.ProtocolPtr = nil })
	c.Run("pointer to empty value", func(r *Root) { r.ProtocolPtr = new(Protocol("")) },
		notProtocol(path("protocolPtr"), ""))
	c.Run("pointer to excluded value", func(r *Root) { r.ProtocolPtr = new(ProtocolLegacy) },
		notProtocol(path("protocolPtr"), "Legacy"))
	c.Run("optional unset", func(r *Root) { r.Optional = "" })
	c.Run("optional set and unsupported", func(r *Root) { r.Optional = "X" }, notProtocol(path("optional"), "X"))
	c.Run("required unset reports only Required", func(r *Root) { r.Required = "" },
		validatetest.ShortCircuit(field.Required(path("required"), "")))
	c.Run("required set and unsupported", func(r *Root) { r.Required = "X" }, notProtocol(path("required"), "X"))
}

func TestTypedefChains(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("alias unsupported", func(r *Root) { r.Alias = "X" }, notProtocol(path("alias"), "X"))
	c.Run("alias pointer nil", func(r *Root) { r.AliasPtr = nil })
	c.Run("alias pointer excluded", func(r *Root) { r.AliasPtr = new(ProtocolAlias("Legacy")) },
		notProtocol(path("aliasPtr"), "Legacy"))
	// StreamProtocol -> Protocol: the outer neq and the inner enum.
	c.Run("chain outer rule", func(r *Root) { r.Stream = "UDP" },
		field.Invalid(path("stream"), StreamProtocol("UDP"), `must not be equal to "UDP"`).WithOrigin("neq"))
	c.Run("chain inner rule", func(r *Root) { r.Stream = "X" }, notProtocol(path("stream"), "X"))
	c.Run("chain pointer nil", func(r *Root) { r.StreamPtr = nil })
	c.Run("chain pointer inner rule", func(r *Root) { r.StreamPtr = new(StreamProtocol("")) },
		notProtocol(path("streamPtr"), ""))
}

func TestItemsValuesAndKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("list items", func(r *Root) { r.Items = []Protocol{"TCP", "X", "UDP", "Legacy"} },
		notProtocol(path("items").Index(1), "X"), notProtocol(path("items").Index(3), "Legacy"))
	c.Run("pointer list items", func(r *Root) { r.PtrItems = []*Protocol{new(Protocol("X"))} },
		notProtocol(path("ptrItems").Index(0), "X"))
	c.Run("map values", func(r *Root) { r.Values = map[string]Protocol{"a": "TCP", "key": "X"} },
		notProtocol(path("values").Key("key"), "X"))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map keys", func(r *Root) { r.Keys = map[Protocol]int{"TCP": 1, "X": 2} }, notProtocol(path("keys"), "X"))
	c.Run("alias map keys", func(r *Root) { r.AliasKeys = map[ProtocolAlias]int{"Legacy": 1} },
		notProtocol(path("aliasKeys"), "Legacy"))
}

func TestNested(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("nested struct", func(r *Root) { r.Nested.Protocol = "X" },
		notProtocol(path("nested").Child("protocol"), "X"))
	c.Run("nested pointer nil", func(r *Root) { r.NestedPtr = nil })
	c.Run("nested pointer", func(r *Root) { r.NestedPtr = &Inner{} },
		notProtocol(path("nestedPtr").Child("protocol"), ""))
	c.Run("nested list item", func(r *Root) { r.NestedItems = []Inner{{Protocol: "TCP"}, {Protocol: "X"}} },
		notProtocol(path("nestedItems").Index(1).Child("protocol"), "X"))
}

// TestErrorAttributes checks what the matcher of ExpectInvalid ignores:
// the supported values spelled out, no origin (as in Kubernetes), the bad
// value with the enum's type, and the short-circuit flag.
func TestErrorAttributes(t *testing.T) {
	r := valid()
	r.Protocol = "X"
	r.Alias = "Y"
	r.Required = ""
	errs := localSchemeBuilder.Validate(context.Background(), nil, r)
	if len(errs) != 3 {
		t.Fatalf("want 3 errors, got %d: %v", len(errs), errs)
	}
	const supported = `supported values: "SCTP", "TCP", "UDP"`
	if e := errs[0]; e.Field != "protocol" || e.Type != field.ErrorTypeNotSupported || e.Detail != supported ||
		e.BadValue != Protocol("X") || e.Origin != "" || e.ShortCircuit {
		t.Errorf("enum error: got %#v", e)
	}
	// The alias is checked as its underlying enum, like a conversion.
	if e := errs[1]; e.Field != "alias" || e.Detail != supported || e.BadValue != Protocol("Y") {
		t.Errorf("alias error: got %#v", e)
	}
	if e := errs[2]; e.Field != "required" || e.Type != field.ErrorTypeRequired || !e.ShortCircuit {
		t.Errorf("required error: got %#v", e)
	}
}

// TestItemRatcheting checks that items are correlated with their old
// values: an unchanged invalid item is not reported again when other
// parts of the collection change.
func TestItemRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := valid()
	old.Values = map[string]Protocol{"bad": "Legacy", "good": "TCP"}
	old.Keys = map[Protocol]int{"Legacy": 1}
	cur := valid()
	cur.Values = map[string]Protocol{"bad": "Legacy", "good": "UDP", "new": "SCTP"}
	cur.Keys = map[Protocol]int{"Legacy": 2, "TCP": 3}
	st.Value(cur).OldValue(old).ExpectValid()

	cur.Values["bad"] = "X"
	cur.Keys["Y"] = 4
	st.Value(cur).OldValue(old).ExpectInvalid(
		notProtocol(path("values").Key("bad"), "X"),
		notProtocol(path("keys"), "Y"),
	)

	// Items of an atomic list have no identity, as in Kubernetes: an
	// unchanged list ratchets; once it changed, every item is validated
	// with no old value, an invalid item kept from the old list included.
	old = valid()
	old.Items = []Protocol{"Legacy"}
	cur = valid()
	cur.Items = []Protocol{"Legacy", "TCP"}
	same := valid()
	same.Items = []Protocol{"Legacy"}
	st.Value(same).OldValue(old).ExpectValid()
	st.Value(cur).OldValue(old).ExpectInvalid(notProtocol(path("items").Index(0), "Legacy"))
}

// BenchmarkValidate measures a valid object on create and on an update
// where nothing changed; both must not allocate.
func BenchmarkValidate(b *testing.B) {
	ctx := context.Background()
	obj, old := valid(), valid()
	b.Run("create", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := localSchemeBuilder.Validate(ctx, nil, obj); len(errs) != 0 {
				b.Fatal(errs)
			}
		}
	})
	b.Run("update", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if errs := localSchemeBuilder.ValidateUpdate(ctx, nil, obj, old); len(errs) != 0 {
				b.Fatal(errs)
			}
		}
	})
}
