package collide

import (
	tstctx "context"
	tstreflect "reflect"
	tstslices "slices"
	tststrings "strings"
	tsttesting "testing"

	tstop "k8s.io/apimachinery/pkg/api/operation"
	tstfield "k8s.io/apimachinery/pkg/util/validation/field"
)

type tstCase struct {
	tstNew, tstOld any
	tstValidate    func(tstctx.Context, tstop.Operation, any, any) tstfield.ErrorList
}

// tstValue returns a value of type tstT whose S (through a pointer, a list
// item or a map value) is s.
func tstValue(tstT tstreflect.Type, tstS string) tstreflect.Value {
	switch tstT.Kind() {
	case tstreflect.Pointer:
		tstP := tstreflect.New(tstT.Elem())
		tstP.Elem().Set(tstValue(tstT.Elem(), tstS))
		return tstP
	case tstreflect.Slice:
		tstL := tstreflect.MakeSlice(tstT, 1, 1)
		tstL.Index(0).Set(tstValue(tstT.Elem(), tstS))
		return tstL
	case tstreflect.Map:
		tstM := tstreflect.MakeMap(tstT)
		tstM.SetMapIndex(tstreflect.ValueOf("k"), tstValue(tstT.Elem(), tstS))
		return tstM
	}
	tstV := tstreflect.New(tstT).Elem()
	tstV.FieldByName("S").SetString(tstS)
	return tstV
}

func TestNamesBehave(tstT *tsttesting.T) {
	for tstI, tstC := range tstTypes {
		tstN, tstO := tstreflect.ValueOf(tstC.tstNew).Elem(), tstreflect.ValueOf(tstC.tstOld).Elem()
		var tstCreate, tstUpdate []string
		for tstJ := 0; tstJ < tstN.NumField(); tstJ++ {
			tstF := tstN.Type().Field(tstJ)
			tstJSON, _, _ := tststrings.Cut(tstF.Tag.Get("json"), ",")
			// One member of the union is set: the pointer or the list.
			if tstF.Name == "TypeMeta" || (tstF.Name == "UA") == (tstI%2 == 0) && tstF.Name[0] == 'U' {
				continue
			}
			tstN.Field(tstJ).Set(tstValue(tstF.Type, "toolong"))
			tstO.Field(tstJ).Set(tstValue(tstF.Type, "toolong"))
			tstPath := tstJSON + ".s"
			switch tstF.Type.Kind() {
			case tstreflect.Slice:
				tstPath = tstJSON + "[0].s"
			case tstreflect.Map:
				tstPath = tstJSON + "[k].s"
			case tstreflect.Pointer:
				if tstF.Name == "P" {
					tstO.Field(tstJ).Set(tstValue(tstF.Type, "old"))
					tstUpdate = append(tstUpdate, tstJSON) // immutable short-circuits: p.s is not checked
				}
			}
			tstCreate = append(tstCreate, tstPath)
		}
		tstCheck := func(tstName string, tstType tstop.Type, tstOldObj any, tstWant []string) {
			tstErrs := tstC.tstValidate(tstctx.Background(), tstop.Operation{Type: tstType}, tstC.tstNew, tstOldObj)
			var tstGot []string
			for _, tstE := range tstErrs {
				tstGot = append(tstGot, tstE.Field)
			}
			tstslices.Sort(tstGot)
			tstslices.Sort(tstWant)
			if !tstslices.Equal(tstGot, tstWant) {
				tstT.Errorf("%T %s: errors at %v, want %v\n%v", tstC.tstNew, tstName, tstGot, tstWant, tstErrs)
			}
		}
		tstCheck("create", tstop.Create, nil, tstCreate)
		tstCheck("update", tstop.Update, tstC.tstOld, tstUpdate)
	}
}

var tstTypes = []tstCase{
	{&H0{}, &H0{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H0)
		return Validate_H0(c, o, nil, n.(*H0), p)
	}},
	{&H1{}, &H1{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H1)
		return Validate_H1(c, o, nil, n.(*H1), p)
	}},
	{&H2{}, &H2{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H2)
		return Validate_H2(c, o, nil, n.(*H2), p)
	}},
	{&H3{}, &H3{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H3)
		return Validate_H3(c, o, nil, n.(*H3), p)
	}},
	{&H4{}, &H4{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H4)
		return Validate_H4(c, o, nil, n.(*H4), p)
	}},
	{&H5{}, &H5{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H5)
		return Validate_H5(c, o, nil, n.(*H5), p)
	}},
	{&H6{}, &H6{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H6)
		return Validate_H6(c, o, nil, n.(*H6), p)
	}},
	{&H7{}, &H7{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H7)
		return Validate_H7(c, o, nil, n.(*H7), p)
	}},
	{&H8{}, &H8{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H8)
		return Validate_H8(c, o, nil, n.(*H8), p)
	}},
	{&H9{}, &H9{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H9)
		return Validate_H9(c, o, nil, n.(*H9), p)
	}},
	{&H10{}, &H10{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H10)
		return Validate_H10(c, o, nil, n.(*H10), p)
	}},
	{&H11{}, &H11{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H11)
		return Validate_H11(c, o, nil, n.(*H11), p)
	}},
	{&H12{}, &H12{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H12)
		return Validate_H12(c, o, nil, n.(*H12), p)
	}},
	{&H13{}, &H13{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H13)
		return Validate_H13(c, o, nil, n.(*H13), p)
	}},
	{&H14{}, &H14{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H14)
		return Validate_H14(c, o, nil, n.(*H14), p)
	}},
	{&H15{}, &H15{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H15)
		return Validate_H15(c, o, nil, n.(*H15), p)
	}},
	{&H16{}, &H16{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H16)
		return Validate_H16(c, o, nil, n.(*H16), p)
	}},
	{&H17{}, &H17{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H17)
		return Validate_H17(c, o, nil, n.(*H17), p)
	}},
	{&H18{}, &H18{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H18)
		return Validate_H18(c, o, nil, n.(*H18), p)
	}},
	{&H19{}, &H19{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H19)
		return Validate_H19(c, o, nil, n.(*H19), p)
	}},
	{&H20{}, &H20{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H20)
		return Validate_H20(c, o, nil, n.(*H20), p)
	}},
	{&H21{}, &H21{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H21)
		return Validate_H21(c, o, nil, n.(*H21), p)
	}},
	{&H22{}, &H22{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H22)
		return Validate_H22(c, o, nil, n.(*H22), p)
	}},
	{&H23{}, &H23{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H23)
		return Validate_H23(c, o, nil, n.(*H23), p)
	}},
	{&H24{}, &H24{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H24)
		return Validate_H24(c, o, nil, n.(*H24), p)
	}},
	{&H25{}, &H25{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H25)
		return Validate_H25(c, o, nil, n.(*H25), p)
	}},
	{&H26{}, &H26{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H26)
		return Validate_H26(c, o, nil, n.(*H26), p)
	}},
	{&H27{}, &H27{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H27)
		return Validate_H27(c, o, nil, n.(*H27), p)
	}},
	{&H28{}, &H28{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H28)
		return Validate_H28(c, o, nil, n.(*H28), p)
	}},
	{&H29{}, &H29{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H29)
		return Validate_H29(c, o, nil, n.(*H29), p)
	}},
	{&H30{}, &H30{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H30)
		return Validate_H30(c, o, nil, n.(*H30), p)
	}},
	{&H31{}, &H31{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H31)
		return Validate_H31(c, o, nil, n.(*H31), p)
	}},
	{&H32{}, &H32{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H32)
		return Validate_H32(c, o, nil, n.(*H32), p)
	}},
	{&H33{}, &H33{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H33)
		return Validate_H33(c, o, nil, n.(*H33), p)
	}},
	{&H34{}, &H34{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H34)
		return Validate_H34(c, o, nil, n.(*H34), p)
	}},
	{&H35{}, &H35{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H35)
		return Validate_H35(c, o, nil, n.(*H35), p)
	}},
	{&H36{}, &H36{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H36)
		return Validate_H36(c, o, nil, n.(*H36), p)
	}},
	{&H37{}, &H37{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H37)
		return Validate_H37(c, o, nil, n.(*H37), p)
	}},
	{&H38{}, &H38{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H38)
		return Validate_H38(c, o, nil, n.(*H38), p)
	}},
	{&H39{}, &H39{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H39)
		return Validate_H39(c, o, nil, n.(*H39), p)
	}},
	{&H40{}, &H40{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H40)
		return Validate_H40(c, o, nil, n.(*H40), p)
	}},
	{&H41{}, &H41{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H41)
		return Validate_H41(c, o, nil, n.(*H41), p)
	}},
	{&H42{}, &H42{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H42)
		return Validate_H42(c, o, nil, n.(*H42), p)
	}},
	{&H43{}, &H43{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H43)
		return Validate_H43(c, o, nil, n.(*H43), p)
	}},
	{&H44{}, &H44{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H44)
		return Validate_H44(c, o, nil, n.(*H44), p)
	}},
	{&H45{}, &H45{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H45)
		return Validate_H45(c, o, nil, n.(*H45), p)
	}},
	{&H46{}, &H46{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H46)
		return Validate_H46(c, o, nil, n.(*H46), p)
	}},
	{&H47{}, &H47{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H47)
		return Validate_H47(c, o, nil, n.(*H47), p)
	}},
	{&H48{}, &H48{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H48)
		return Validate_H48(c, o, nil, n.(*H48), p)
	}},
	{&H49{}, &H49{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H49)
		return Validate_H49(c, o, nil, n.(*H49), p)
	}},
	{&H50{}, &H50{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H50)
		return Validate_H50(c, o, nil, n.(*H50), p)
	}},
	{&H51{}, &H51{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H51)
		return Validate_H51(c, o, nil, n.(*H51), p)
	}},
	{&H52{}, &H52{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H52)
		return Validate_H52(c, o, nil, n.(*H52), p)
	}},
	{&H53{}, &H53{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H53)
		return Validate_H53(c, o, nil, n.(*H53), p)
	}},
	{&H54{}, &H54{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H54)
		return Validate_H54(c, o, nil, n.(*H54), p)
	}},
	{&H55{}, &H55{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H55)
		return Validate_H55(c, o, nil, n.(*H55), p)
	}},
	{&H56{}, &H56{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H56)
		return Validate_H56(c, o, nil, n.(*H56), p)
	}},
	{&H57{}, &H57{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H57)
		return Validate_H57(c, o, nil, n.(*H57), p)
	}},
	{&H58{}, &H58{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H58)
		return Validate_H58(c, o, nil, n.(*H58), p)
	}},
	{&H59{}, &H59{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H59)
		return Validate_H59(c, o, nil, n.(*H59), p)
	}},
	{&H60{}, &H60{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H60)
		return Validate_H60(c, o, nil, n.(*H60), p)
	}},
	{&H61{}, &H61{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H61)
		return Validate_H61(c, o, nil, n.(*H61), p)
	}},
	{&H62{}, &H62{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H62)
		return Validate_H62(c, o, nil, n.(*H62), p)
	}},
	{&H63{}, &H63{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H63)
		return Validate_H63(c, o, nil, n.(*H63), p)
	}},
	{&H64{}, &H64{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H64)
		return Validate_H64(c, o, nil, n.(*H64), p)
	}},
	{&H65{}, &H65{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H65)
		return Validate_H65(c, o, nil, n.(*H65), p)
	}},
	{&H66{}, &H66{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H66)
		return Validate_H66(c, o, nil, n.(*H66), p)
	}},
	{&H67{}, &H67{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H67)
		return Validate_H67(c, o, nil, n.(*H67), p)
	}},
	{&H68{}, &H68{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H68)
		return Validate_H68(c, o, nil, n.(*H68), p)
	}},
	{&H69{}, &H69{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H69)
		return Validate_H69(c, o, nil, n.(*H69), p)
	}},
	{&H70{}, &H70{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H70)
		return Validate_H70(c, o, nil, n.(*H70), p)
	}},
	{&H71{}, &H71{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H71)
		return Validate_H71(c, o, nil, n.(*H71), p)
	}},
	{&H72{}, &H72{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H72)
		return Validate_H72(c, o, nil, n.(*H72), p)
	}},
	{&H73{}, &H73{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H73)
		return Validate_H73(c, o, nil, n.(*H73), p)
	}},
	{&H74{}, &H74{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H74)
		return Validate_H74(c, o, nil, n.(*H74), p)
	}},
	{&H75{}, &H75{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H75)
		return Validate_H75(c, o, nil, n.(*H75), p)
	}},
	{&H76{}, &H76{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H76)
		return Validate_H76(c, o, nil, n.(*H76), p)
	}},
	{&H77{}, &H77{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H77)
		return Validate_H77(c, o, nil, n.(*H77), p)
	}},
	{&H78{}, &H78{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H78)
		return Validate_H78(c, o, nil, n.(*H78), p)
	}},
	{&H79{}, &H79{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H79)
		return Validate_H79(c, o, nil, n.(*H79), p)
	}},
	{&H80{}, &H80{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H80)
		return Validate_H80(c, o, nil, n.(*H80), p)
	}},
	{&H81{}, &H81{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H81)
		return Validate_H81(c, o, nil, n.(*H81), p)
	}},
	{&H82{}, &H82{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H82)
		return Validate_H82(c, o, nil, n.(*H82), p)
	}},
	{&H83{}, &H83{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H83)
		return Validate_H83(c, o, nil, n.(*H83), p)
	}},
	{&H84{}, &H84{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H84)
		return Validate_H84(c, o, nil, n.(*H84), p)
	}},
	{&H85{}, &H85{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H85)
		return Validate_H85(c, o, nil, n.(*H85), p)
	}},
	{&H86{}, &H86{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H86)
		return Validate_H86(c, o, nil, n.(*H86), p)
	}},
	{&H87{}, &H87{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H87)
		return Validate_H87(c, o, nil, n.(*H87), p)
	}},
	{&H88{}, &H88{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H88)
		return Validate_H88(c, o, nil, n.(*H88), p)
	}},
	{&H89{}, &H89{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H89)
		return Validate_H89(c, o, nil, n.(*H89), p)
	}},
	{&H90{}, &H90{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H90)
		return Validate_H90(c, o, nil, n.(*H90), p)
	}},
	{&H91{}, &H91{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H91)
		return Validate_H91(c, o, nil, n.(*H91), p)
	}},
	{&H92{}, &H92{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H92)
		return Validate_H92(c, o, nil, n.(*H92), p)
	}},
	{&H93{}, &H93{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H93)
		return Validate_H93(c, o, nil, n.(*H93), p)
	}},
	{&H94{}, &H94{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H94)
		return Validate_H94(c, o, nil, n.(*H94), p)
	}},
	{&H95{}, &H95{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H95)
		return Validate_H95(c, o, nil, n.(*H95), p)
	}},
	{&H96{}, &H96{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H96)
		return Validate_H96(c, o, nil, n.(*H96), p)
	}},
	{&H97{}, &H97{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H97)
		return Validate_H97(c, o, nil, n.(*H97), p)
	}},
	{&H98{}, &H98{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H98)
		return Validate_H98(c, o, nil, n.(*H98), p)
	}},
	{&H99{}, &H99{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H99)
		return Validate_H99(c, o, nil, n.(*H99), p)
	}},
	{&H100{}, &H100{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H100)
		return Validate_H100(c, o, nil, n.(*H100), p)
	}},
	{&H101{}, &H101{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H101)
		return Validate_H101(c, o, nil, n.(*H101), p)
	}},
	{&H102{}, &H102{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H102)
		return Validate_H102(c, o, nil, n.(*H102), p)
	}},
	{&H103{}, &H103{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H103)
		return Validate_H103(c, o, nil, n.(*H103), p)
	}},
	{&H104{}, &H104{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H104)
		return Validate_H104(c, o, nil, n.(*H104), p)
	}},
	{&H105{}, &H105{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H105)
		return Validate_H105(c, o, nil, n.(*H105), p)
	}},
	{&H106{}, &H106{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H106)
		return Validate_H106(c, o, nil, n.(*H106), p)
	}},
	{&H107{}, &H107{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H107)
		return Validate_H107(c, o, nil, n.(*H107), p)
	}},
	{&H108{}, &H108{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H108)
		return Validate_H108(c, o, nil, n.(*H108), p)
	}},
	{&H109{}, &H109{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H109)
		return Validate_H109(c, o, nil, n.(*H109), p)
	}},
	{&H110{}, &H110{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H110)
		return Validate_H110(c, o, nil, n.(*H110), p)
	}},
	{&H111{}, &H111{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H111)
		return Validate_H111(c, o, nil, n.(*H111), p)
	}},
	{&H112{}, &H112{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H112)
		return Validate_H112(c, o, nil, n.(*H112), p)
	}},
	{&H113{}, &H113{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H113)
		return Validate_H113(c, o, nil, n.(*H113), p)
	}},
	{&H114{}, &H114{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H114)
		return Validate_H114(c, o, nil, n.(*H114), p)
	}},
	{&H115{}, &H115{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H115)
		return Validate_H115(c, o, nil, n.(*H115), p)
	}},
	{&H116{}, &H116{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H116)
		return Validate_H116(c, o, nil, n.(*H116), p)
	}},
	{&H117{}, &H117{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H117)
		return Validate_H117(c, o, nil, n.(*H117), p)
	}},
	{&H118{}, &H118{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H118)
		return Validate_H118(c, o, nil, n.(*H118), p)
	}},
	{&H119{}, &H119{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H119)
		return Validate_H119(c, o, nil, n.(*H119), p)
	}},
	{&H120{}, &H120{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H120)
		return Validate_H120(c, o, nil, n.(*H120), p)
	}},
	{&H121{}, &H121{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H121)
		return Validate_H121(c, o, nil, n.(*H121), p)
	}},
	{&H122{}, &H122{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H122)
		return Validate_H122(c, o, nil, n.(*H122), p)
	}},
	{&H123{}, &H123{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H123)
		return Validate_H123(c, o, nil, n.(*H123), p)
	}},
	{&H124{}, &H124{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H124)
		return Validate_H124(c, o, nil, n.(*H124), p)
	}},
	{&H125{}, &H125{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H125)
		return Validate_H125(c, o, nil, n.(*H125), p)
	}},
	{&H126{}, &H126{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H126)
		return Validate_H126(c, o, nil, n.(*H126), p)
	}},
	{&H127{}, &H127{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H127)
		return Validate_H127(c, o, nil, n.(*H127), p)
	}},
	{&H128{}, &H128{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H128)
		return Validate_H128(c, o, nil, n.(*H128), p)
	}},
	{&H129{}, &H129{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H129)
		return Validate_H129(c, o, nil, n.(*H129), p)
	}},
	{&H130{}, &H130{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H130)
		return Validate_H130(c, o, nil, n.(*H130), p)
	}},
	{&H131{}, &H131{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H131)
		return Validate_H131(c, o, nil, n.(*H131), p)
	}},
	{&H132{}, &H132{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H132)
		return Validate_H132(c, o, nil, n.(*H132), p)
	}},
	{&H133{}, &H133{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H133)
		return Validate_H133(c, o, nil, n.(*H133), p)
	}},
	{&H134{}, &H134{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H134)
		return Validate_H134(c, o, nil, n.(*H134), p)
	}},
	{&H135{}, &H135{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H135)
		return Validate_H135(c, o, nil, n.(*H135), p)
	}},
	{&H136{}, &H136{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H136)
		return Validate_H136(c, o, nil, n.(*H136), p)
	}},
	{&H137{}, &H137{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H137)
		return Validate_H137(c, o, nil, n.(*H137), p)
	}},
	{&H138{}, &H138{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H138)
		return Validate_H138(c, o, nil, n.(*H138), p)
	}},
	{&H139{}, &H139{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H139)
		return Validate_H139(c, o, nil, n.(*H139), p)
	}},
	{&H140{}, &H140{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H140)
		return Validate_H140(c, o, nil, n.(*H140), p)
	}},
	{&H141{}, &H141{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H141)
		return Validate_H141(c, o, nil, n.(*H141), p)
	}},
	{&H142{}, &H142{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H142)
		return Validate_H142(c, o, nil, n.(*H142), p)
	}},
	{&H143{}, &H143{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H143)
		return Validate_H143(c, o, nil, n.(*H143), p)
	}},
	{&H144{}, &H144{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H144)
		return Validate_H144(c, o, nil, n.(*H144), p)
	}},
	{&H145{}, &H145{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H145)
		return Validate_H145(c, o, nil, n.(*H145), p)
	}},
	{&H146{}, &H146{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H146)
		return Validate_H146(c, o, nil, n.(*H146), p)
	}},
	{&H147{}, &H147{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H147)
		return Validate_H147(c, o, nil, n.(*H147), p)
	}},
	{&H148{}, &H148{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H148)
		return Validate_H148(c, o, nil, n.(*H148), p)
	}},
	{&H149{}, &H149{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H149)
		return Validate_H149(c, o, nil, n.(*H149), p)
	}},
	{&H150{}, &H150{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H150)
		return Validate_H150(c, o, nil, n.(*H150), p)
	}},
	{&H151{}, &H151{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H151)
		return Validate_H151(c, o, nil, n.(*H151), p)
	}},
	{&H152{}, &H152{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H152)
		return Validate_H152(c, o, nil, n.(*H152), p)
	}},
	{&H153{}, &H153{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H153)
		return Validate_H153(c, o, nil, n.(*H153), p)
	}},
	{&H154{}, &H154{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H154)
		return Validate_H154(c, o, nil, n.(*H154), p)
	}},
	{&H155{}, &H155{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H155)
		return Validate_H155(c, o, nil, n.(*H155), p)
	}},
	{&H156{}, &H156{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H156)
		return Validate_H156(c, o, nil, n.(*H156), p)
	}},
	{&H157{}, &H157{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H157)
		return Validate_H157(c, o, nil, n.(*H157), p)
	}},
	{&H158{}, &H158{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H158)
		return Validate_H158(c, o, nil, n.(*H158), p)
	}},
	{&H159{}, &H159{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H159)
		return Validate_H159(c, o, nil, n.(*H159), p)
	}},
	{&H160{}, &H160{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H160)
		return Validate_H160(c, o, nil, n.(*H160), p)
	}},
	{&H161{}, &H161{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H161)
		return Validate_H161(c, o, nil, n.(*H161), p)
	}},
	{&H162{}, &H162{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H162)
		return Validate_H162(c, o, nil, n.(*H162), p)
	}},
	{&H163{}, &H163{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H163)
		return Validate_H163(c, o, nil, n.(*H163), p)
	}},
	{&H164{}, &H164{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H164)
		return Validate_H164(c, o, nil, n.(*H164), p)
	}},
	{&H165{}, &H165{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H165)
		return Validate_H165(c, o, nil, n.(*H165), p)
	}},
	{&H166{}, &H166{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H166)
		return Validate_H166(c, o, nil, n.(*H166), p)
	}},
	{&H167{}, &H167{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H167)
		return Validate_H167(c, o, nil, n.(*H167), p)
	}},
	{&H168{}, &H168{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H168)
		return Validate_H168(c, o, nil, n.(*H168), p)
	}},
	{&H169{}, &H169{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H169)
		return Validate_H169(c, o, nil, n.(*H169), p)
	}},
	{&H170{}, &H170{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H170)
		return Validate_H170(c, o, nil, n.(*H170), p)
	}},
	{&H171{}, &H171{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H171)
		return Validate_H171(c, o, nil, n.(*H171), p)
	}},
	{&H172{}, &H172{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H172)
		return Validate_H172(c, o, nil, n.(*H172), p)
	}},
	{&H173{}, &H173{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H173)
		return Validate_H173(c, o, nil, n.(*H173), p)
	}},
	{&H174{}, &H174{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H174)
		return Validate_H174(c, o, nil, n.(*H174), p)
	}},
	{&H175{}, &H175{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H175)
		return Validate_H175(c, o, nil, n.(*H175), p)
	}},
	{&H176{}, &H176{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H176)
		return Validate_H176(c, o, nil, n.(*H176), p)
	}},
	{&H177{}, &H177{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H177)
		return Validate_H177(c, o, nil, n.(*H177), p)
	}},
	{&H178{}, &H178{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H178)
		return Validate_H178(c, o, nil, n.(*H178), p)
	}},
	{&H179{}, &H179{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H179)
		return Validate_H179(c, o, nil, n.(*H179), p)
	}},
	{&H180{}, &H180{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H180)
		return Validate_H180(c, o, nil, n.(*H180), p)
	}},
	{&H181{}, &H181{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H181)
		return Validate_H181(c, o, nil, n.(*H181), p)
	}},
	{&H182{}, &H182{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H182)
		return Validate_H182(c, o, nil, n.(*H182), p)
	}},
	{&H183{}, &H183{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H183)
		return Validate_H183(c, o, nil, n.(*H183), p)
	}},
	{&H184{}, &H184{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H184)
		return Validate_H184(c, o, nil, n.(*H184), p)
	}},
	{&H185{}, &H185{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H185)
		return Validate_H185(c, o, nil, n.(*H185), p)
	}},
	{&H186{}, &H186{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H186)
		return Validate_H186(c, o, nil, n.(*H186), p)
	}},
	{&H187{}, &H187{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H187)
		return Validate_H187(c, o, nil, n.(*H187), p)
	}},
	{&H188{}, &H188{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H188)
		return Validate_H188(c, o, nil, n.(*H188), p)
	}},
	{&H189{}, &H189{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H189)
		return Validate_H189(c, o, nil, n.(*H189), p)
	}},
	{&H190{}, &H190{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H190)
		return Validate_H190(c, o, nil, n.(*H190), p)
	}},
	{&H191{}, &H191{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H191)
		return Validate_H191(c, o, nil, n.(*H191), p)
	}},
	{&H192{}, &H192{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H192)
		return Validate_H192(c, o, nil, n.(*H192), p)
	}},
	{&H193{}, &H193{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H193)
		return Validate_H193(c, o, nil, n.(*H193), p)
	}},
	{&H194{}, &H194{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H194)
		return Validate_H194(c, o, nil, n.(*H194), p)
	}},
	{&H195{}, &H195{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H195)
		return Validate_H195(c, o, nil, n.(*H195), p)
	}},
	{&H196{}, &H196{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H196)
		return Validate_H196(c, o, nil, n.(*H196), p)
	}},
	{&H197{}, &H197{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H197)
		return Validate_H197(c, o, nil, n.(*H197), p)
	}},
	{&H198{}, &H198{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H198)
		return Validate_H198(c, o, nil, n.(*H198), p)
	}},
	{&H199{}, &H199{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H199)
		return Validate_H199(c, o, nil, n.(*H199), p)
	}},
	{&H200{}, &H200{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H200)
		return Validate_H200(c, o, nil, n.(*H200), p)
	}},
	{&H201{}, &H201{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H201)
		return Validate_H201(c, o, nil, n.(*H201), p)
	}},
	{&H202{}, &H202{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H202)
		return Validate_H202(c, o, nil, n.(*H202), p)
	}},
	{&H203{}, &H203{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H203)
		return Validate_H203(c, o, nil, n.(*H203), p)
	}},
	{&H204{}, &H204{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H204)
		return Validate_H204(c, o, nil, n.(*H204), p)
	}},
	{&H205{}, &H205{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H205)
		return Validate_H205(c, o, nil, n.(*H205), p)
	}},
	{&H206{}, &H206{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H206)
		return Validate_H206(c, o, nil, n.(*H206), p)
	}},
	{&H207{}, &H207{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H207)
		return Validate_H207(c, o, nil, n.(*H207), p)
	}},
	{&H208{}, &H208{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H208)
		return Validate_H208(c, o, nil, n.(*H208), p)
	}},
	{&H209{}, &H209{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H209)
		return Validate_H209(c, o, nil, n.(*H209), p)
	}},
	{&H210{}, &H210{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H210)
		return Validate_H210(c, o, nil, n.(*H210), p)
	}},
	{&H211{}, &H211{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H211)
		return Validate_H211(c, o, nil, n.(*H211), p)
	}},
	{&H212{}, &H212{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H212)
		return Validate_H212(c, o, nil, n.(*H212), p)
	}},
	{&H213{}, &H213{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H213)
		return Validate_H213(c, o, nil, n.(*H213), p)
	}},
	{&H214{}, &H214{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H214)
		return Validate_H214(c, o, nil, n.(*H214), p)
	}},
	{&H215{}, &H215{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H215)
		return Validate_H215(c, o, nil, n.(*H215), p)
	}},
	{&H216{}, &H216{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H216)
		return Validate_H216(c, o, nil, n.(*H216), p)
	}},
	{&H217{}, &H217{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H217)
		return Validate_H217(c, o, nil, n.(*H217), p)
	}},
	{&H218{}, &H218{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H218)
		return Validate_H218(c, o, nil, n.(*H218), p)
	}},
	{&H219{}, &H219{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H219)
		return Validate_H219(c, o, nil, n.(*H219), p)
	}},
	{&H220{}, &H220{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H220)
		return Validate_H220(c, o, nil, n.(*H220), p)
	}},
	{&H221{}, &H221{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H221)
		return Validate_H221(c, o, nil, n.(*H221), p)
	}},
	{&H222{}, &H222{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H222)
		return Validate_H222(c, o, nil, n.(*H222), p)
	}},
	{&H223{}, &H223{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H223)
		return Validate_H223(c, o, nil, n.(*H223), p)
	}},
	{&H224{}, &H224{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H224)
		return Validate_H224(c, o, nil, n.(*H224), p)
	}},
	{&H225{}, &H225{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H225)
		return Validate_H225(c, o, nil, n.(*H225), p)
	}},
	{&H226{}, &H226{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H226)
		return Validate_H226(c, o, nil, n.(*H226), p)
	}},
	{&H227{}, &H227{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H227)
		return Validate_H227(c, o, nil, n.(*H227), p)
	}},
	{&H228{}, &H228{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H228)
		return Validate_H228(c, o, nil, n.(*H228), p)
	}},
	{&H229{}, &H229{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H229)
		return Validate_H229(c, o, nil, n.(*H229), p)
	}},
	{&H230{}, &H230{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H230)
		return Validate_H230(c, o, nil, n.(*H230), p)
	}},
	{&H231{}, &H231{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H231)
		return Validate_H231(c, o, nil, n.(*H231), p)
	}},
	{&H232{}, &H232{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H232)
		return Validate_H232(c, o, nil, n.(*H232), p)
	}},
	{&H233{}, &H233{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H233)
		return Validate_H233(c, o, nil, n.(*H233), p)
	}},
	{&H234{}, &H234{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H234)
		return Validate_H234(c, o, nil, n.(*H234), p)
	}},
	{&H235{}, &H235{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H235)
		return Validate_H235(c, o, nil, n.(*H235), p)
	}},
	{&H236{}, &H236{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H236)
		return Validate_H236(c, o, nil, n.(*H236), p)
	}},
	{&H237{}, &H237{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H237)
		return Validate_H237(c, o, nil, n.(*H237), p)
	}},
	{&H238{}, &H238{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H238)
		return Validate_H238(c, o, nil, n.(*H238), p)
	}},
	{&H239{}, &H239{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H239)
		return Validate_H239(c, o, nil, n.(*H239), p)
	}},
	{&H240{}, &H240{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H240)
		return Validate_H240(c, o, nil, n.(*H240), p)
	}},
	{&H241{}, &H241{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H241)
		return Validate_H241(c, o, nil, n.(*H241), p)
	}},
	{&H242{}, &H242{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H242)
		return Validate_H242(c, o, nil, n.(*H242), p)
	}},
	{&H243{}, &H243{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H243)
		return Validate_H243(c, o, nil, n.(*H243), p)
	}},
	{&H244{}, &H244{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H244)
		return Validate_H244(c, o, nil, n.(*H244), p)
	}},
	{&H245{}, &H245{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H245)
		return Validate_H245(c, o, nil, n.(*H245), p)
	}},
	{&H246{}, &H246{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H246)
		return Validate_H246(c, o, nil, n.(*H246), p)
	}},
	{&H247{}, &H247{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H247)
		return Validate_H247(c, o, nil, n.(*H247), p)
	}},
	{&H248{}, &H248{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H248)
		return Validate_H248(c, o, nil, n.(*H248), p)
	}},
	{&H249{}, &H249{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H249)
		return Validate_H249(c, o, nil, n.(*H249), p)
	}},
	{&H250{}, &H250{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H250)
		return Validate_H250(c, o, nil, n.(*H250), p)
	}},
	{&H251{}, &H251{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H251)
		return Validate_H251(c, o, nil, n.(*H251), p)
	}},
	{&H252{}, &H252{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H252)
		return Validate_H252(c, o, nil, n.(*H252), p)
	}},
	{&H253{}, &H253{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H253)
		return Validate_H253(c, o, nil, n.(*H253), p)
	}},
	{&H254{}, &H254{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H254)
		return Validate_H254(c, o, nil, n.(*H254), p)
	}},
	{&H255{}, &H255{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H255)
		return Validate_H255(c, o, nil, n.(*H255), p)
	}},
	{&H256{}, &H256{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H256)
		return Validate_H256(c, o, nil, n.(*H256), p)
	}},
	{&H257{}, &H257{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H257)
		return Validate_H257(c, o, nil, n.(*H257), p)
	}},
	{&H258{}, &H258{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H258)
		return Validate_H258(c, o, nil, n.(*H258), p)
	}},
	{&H259{}, &H259{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H259)
		return Validate_H259(c, o, nil, n.(*H259), p)
	}},
	{&H260{}, &H260{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H260)
		return Validate_H260(c, o, nil, n.(*H260), p)
	}},
	{&H261{}, &H261{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H261)
		return Validate_H261(c, o, nil, n.(*H261), p)
	}},
	{&H262{}, &H262{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H262)
		return Validate_H262(c, o, nil, n.(*H262), p)
	}},
	{&H263{}, &H263{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H263)
		return Validate_H263(c, o, nil, n.(*H263), p)
	}},
	{&H264{}, &H264{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H264)
		return Validate_H264(c, o, nil, n.(*H264), p)
	}},
	{&H265{}, &H265{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H265)
		return Validate_H265(c, o, nil, n.(*H265), p)
	}},
	{&H266{}, &H266{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H266)
		return Validate_H266(c, o, nil, n.(*H266), p)
	}},
	{&H267{}, &H267{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H267)
		return Validate_H267(c, o, nil, n.(*H267), p)
	}},
	{&H268{}, &H268{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H268)
		return Validate_H268(c, o, nil, n.(*H268), p)
	}},
	{&H269{}, &H269{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H269)
		return Validate_H269(c, o, nil, n.(*H269), p)
	}},
	{&H270{}, &H270{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H270)
		return Validate_H270(c, o, nil, n.(*H270), p)
	}},
	{&H271{}, &H271{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H271)
		return Validate_H271(c, o, nil, n.(*H271), p)
	}},
	{&H272{}, &H272{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H272)
		return Validate_H272(c, o, nil, n.(*H272), p)
	}},
	{&H273{}, &H273{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H273)
		return Validate_H273(c, o, nil, n.(*H273), p)
	}},
	{&H274{}, &H274{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H274)
		return Validate_H274(c, o, nil, n.(*H274), p)
	}},
	{&H275{}, &H275{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H275)
		return Validate_H275(c, o, nil, n.(*H275), p)
	}},
	{&H276{}, &H276{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H276)
		return Validate_H276(c, o, nil, n.(*H276), p)
	}},
	{&H277{}, &H277{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H277)
		return Validate_H277(c, o, nil, n.(*H277), p)
	}},
	{&H278{}, &H278{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H278)
		return Validate_H278(c, o, nil, n.(*H278), p)
	}},
	{&H279{}, &H279{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H279)
		return Validate_H279(c, o, nil, n.(*H279), p)
	}},
	{&H280{}, &H280{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H280)
		return Validate_H280(c, o, nil, n.(*H280), p)
	}},
	{&H281{}, &H281{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H281)
		return Validate_H281(c, o, nil, n.(*H281), p)
	}},
	{&H282{}, &H282{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H282)
		return Validate_H282(c, o, nil, n.(*H282), p)
	}},
	{&H283{}, &H283{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H283)
		return Validate_H283(c, o, nil, n.(*H283), p)
	}},
	{&H284{}, &H284{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H284)
		return Validate_H284(c, o, nil, n.(*H284), p)
	}},
	{&H285{}, &H285{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H285)
		return Validate_H285(c, o, nil, n.(*H285), p)
	}},
	{&H286{}, &H286{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H286)
		return Validate_H286(c, o, nil, n.(*H286), p)
	}},
	{&H287{}, &H287{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H287)
		return Validate_H287(c, o, nil, n.(*H287), p)
	}},
	{&H288{}, &H288{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H288)
		return Validate_H288(c, o, nil, n.(*H288), p)
	}},
	{&H289{}, &H289{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H289)
		return Validate_H289(c, o, nil, n.(*H289), p)
	}},
	{&H290{}, &H290{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H290)
		return Validate_H290(c, o, nil, n.(*H290), p)
	}},
	{&H291{}, &H291{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H291)
		return Validate_H291(c, o, nil, n.(*H291), p)
	}},
	{&H292{}, &H292{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H292)
		return Validate_H292(c, o, nil, n.(*H292), p)
	}},
	{&H293{}, &H293{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H293)
		return Validate_H293(c, o, nil, n.(*H293), p)
	}},
	{&H294{}, &H294{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H294)
		return Validate_H294(c, o, nil, n.(*H294), p)
	}},
	{&H295{}, &H295{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H295)
		return Validate_H295(c, o, nil, n.(*H295), p)
	}},
	{&H296{}, &H296{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H296)
		return Validate_H296(c, o, nil, n.(*H296), p)
	}},
	{&H297{}, &H297{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H297)
		return Validate_H297(c, o, nil, n.(*H297), p)
	}},
	{&H298{}, &H298{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H298)
		return Validate_H298(c, o, nil, n.(*H298), p)
	}},
	{&H299{}, &H299{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H299)
		return Validate_H299(c, o, nil, n.(*H299), p)
	}},
	{&H300{}, &H300{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H300)
		return Validate_H300(c, o, nil, n.(*H300), p)
	}},
	{&H301{}, &H301{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H301)
		return Validate_H301(c, o, nil, n.(*H301), p)
	}},
	{&H302{}, &H302{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H302)
		return Validate_H302(c, o, nil, n.(*H302), p)
	}},
	{&H303{}, &H303{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H303)
		return Validate_H303(c, o, nil, n.(*H303), p)
	}},
	{&H304{}, &H304{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H304)
		return Validate_H304(c, o, nil, n.(*H304), p)
	}},
	{&H305{}, &H305{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H305)
		return Validate_H305(c, o, nil, n.(*H305), p)
	}},
	{&H306{}, &H306{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H306)
		return Validate_H306(c, o, nil, n.(*H306), p)
	}},
	{&H307{}, &H307{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H307)
		return Validate_H307(c, o, nil, n.(*H307), p)
	}},
	{&H308{}, &H308{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H308)
		return Validate_H308(c, o, nil, n.(*H308), p)
	}},
	{&H309{}, &H309{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H309)
		return Validate_H309(c, o, nil, n.(*H309), p)
	}},
	{&H310{}, &H310{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H310)
		return Validate_H310(c, o, nil, n.(*H310), p)
	}},
	{&H311{}, &H311{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H311)
		return Validate_H311(c, o, nil, n.(*H311), p)
	}},
	{&H312{}, &H312{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H312)
		return Validate_H312(c, o, nil, n.(*H312), p)
	}},
	{&H313{}, &H313{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H313)
		return Validate_H313(c, o, nil, n.(*H313), p)
	}},
	{&H314{}, &H314{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H314)
		return Validate_H314(c, o, nil, n.(*H314), p)
	}},
	{&H315{}, &H315{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H315)
		return Validate_H315(c, o, nil, n.(*H315), p)
	}},
	{&H316{}, &H316{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H316)
		return Validate_H316(c, o, nil, n.(*H316), p)
	}},
	{&H317{}, &H317{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H317)
		return Validate_H317(c, o, nil, n.(*H317), p)
	}},
	{&H318{}, &H318{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H318)
		return Validate_H318(c, o, nil, n.(*H318), p)
	}},
	{&H319{}, &H319{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H319)
		return Validate_H319(c, o, nil, n.(*H319), p)
	}},
	{&H320{}, &H320{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H320)
		return Validate_H320(c, o, nil, n.(*H320), p)
	}},
	{&H321{}, &H321{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H321)
		return Validate_H321(c, o, nil, n.(*H321), p)
	}},
	{&H322{}, &H322{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H322)
		return Validate_H322(c, o, nil, n.(*H322), p)
	}},
	{&H323{}, &H323{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H323)
		return Validate_H323(c, o, nil, n.(*H323), p)
	}},
	{&H324{}, &H324{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H324)
		return Validate_H324(c, o, nil, n.(*H324), p)
	}},
	{&H325{}, &H325{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H325)
		return Validate_H325(c, o, nil, n.(*H325), p)
	}},
	{&H326{}, &H326{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H326)
		return Validate_H326(c, o, nil, n.(*H326), p)
	}},
	{&H327{}, &H327{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H327)
		return Validate_H327(c, o, nil, n.(*H327), p)
	}},
	{&H328{}, &H328{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H328)
		return Validate_H328(c, o, nil, n.(*H328), p)
	}},
	{&H329{}, &H329{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H329)
		return Validate_H329(c, o, nil, n.(*H329), p)
	}},
	{&H330{}, &H330{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H330)
		return Validate_H330(c, o, nil, n.(*H330), p)
	}},
	{&H331{}, &H331{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {
		p, _ := old.(*H331)
		return Validate_H331(c, o, nil, n.(*H331), p)
	}},
}
