package union

// Root reaches the union structs in every way a value can be reached.
type Root struct {
	TypeMeta int

	Shape    Shape            `json:"shape"`
	ShapePtr *Shape           `json:"shapePtr,omitempty"`
	Shapes   []Shape          `json:"shapes,omitempty"`
	ShapeMap map[string]Shape `json:"shapeMap,omitempty"`

	Source Source `json:"source"`
	Multi  Multi  `json:"multi"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "succeeded")=+k8s:unionMember
	// +k8s:item(name: "failed")=+k8s:unionMember
	Tasks []Task `json:"tasks"`

	Typed TaskList `json:"typed"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=port
	// +k8s:item(name: "http", port: 80)=+k8s:unionMember
	// +k8s:item(name: "https", port: 443)=+k8s:unionMember
	Endpoints []*Endpoint `json:"endpoints"`

	// Other is not part of any union: changing it never re-validates one.
	Other string `json:"other,omitempty"`
}

// ShapeType is the discriminator of Shape.
type ShapeType string

const (
	ShapeCircle  ShapeType = "Circle"
	ShapeSquare  ShapeType = "Square"
	ShapePolygon ShapeType = "Polygon"
)

// Shape is a discriminated union; Square's member name is set explicitly.
type Shape struct {
	// +k8s:unionDiscriminator
	Type ShapeType `json:"type"`

	// +k8s:unionMember
	// +k8s:optional
	Circle *Circle `json:"circle,omitempty"`

	// +k8s:unionMember(memberName: "Square")
	// +k8s:optional
	Box *Box `json:"box,omitempty"`

	// +k8s:unionMember
	// +k8s:optional
	Polygon []Point `json:"polygon,omitempty"`

	// Label is a sibling outside the union.
	Label string `json:"label,omitempty"`
}

type Circle struct {
	Radius int `json:"radius"`
}

type Box struct {
	Side int `json:"side"`
}

type Point struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// Name is a string typedef member.
type Name string

// Source is a union without a discriminator over members of every kind.
type Source struct {
	// +k8s:unionMember
	URL string `json:"url,omitempty"`

	// +k8s:unionMember
	Port int32 `json:"port,omitempty"`

	// +k8s:unionMember
	Local bool `json:"local,omitempty"`

	// +k8s:unionMember
	Name Name `json:"name,omitempty"`

	// +k8s:unionMember
	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:unionMember
	NamePtr *Name `json:"namePtr,omitempty"`

	Note string `json:"note,omitempty"`
}

// Multi has two unions: "a" with a pointer discriminator, "b" without one.
type Multi struct {
	// +k8s:unionDiscriminator(union: "a")
	Mode *string `json:"mode,omitempty"`

	// +k8s:unionMember(union: "a", memberName: "One")
	A1 *int `json:"a1,omitempty"`

	// +k8s:unionMember(union: "a", memberName: "Two")
	A2 *int `json:"a2,omitempty"`

	// +k8s:unionMember(union: "b")
	B1 []string `json:"b1,omitempty"`

	// +k8s:unionMember(union: "b")
	B2 []string `json:"b2,omitempty"`

	// +k8s:unionMember(union: "b")
	B3 []string `json:"b3,omitempty"`
}

type Task struct {
	Name  string `json:"name"`
	State string `json:"state,omitempty"`
}

// TaskList carries its union on the type declaration.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "left")=+k8s:unionMember
// +k8s:item(name: "right")=+k8s:unionMember
type TaskList []Task

type Endpoint struct {
	Name string `json:"name"`
	Port int    `json:"port"`
	Path string `json:"path,omitempty"`
}

// Gated is a union only while the option FeatureX is enabled.
type Gated struct {
	TypeMeta int

	// +k8s:ifEnabled(FeatureX)=+k8s:unionDiscriminator
	Kind string `json:"kind,omitempty"`

	// +k8s:ifEnabled(FeatureX)=+k8s:unionMember
	X *int `json:"x,omitempty"`

	// +k8s:ifEnabled(FeatureX)=+k8s:unionMember
	Y *int `json:"y,omitempty"`
}

// Shadowed is an alpha union: its errors are marked alpha.
type Shadowed struct {
	TypeMeta int

	// +k8s:alpha(since: "1.35")=+k8s:unionMember
	P *int `json:"p,omitempty"`

	// +k8s:alpha(since: "1.35")=+k8s:unionMember
	Q *int `json:"q,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:beta=+k8s:item(name: "a")=+k8s:unionMember
	// +k8s:beta=+k8s:item(name: "b")=+k8s:unionMember
	Items []Task `json:"items,omitempty"`
}
