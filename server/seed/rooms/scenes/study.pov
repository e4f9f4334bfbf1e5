// @name Study
// @rooms study office
// @lightFrom left
// A study, 3.8 x 4.8 m: a desk under the window on the left, a wall of books at the back,
// a reading chair and lamp on the right.
#declare ROOM_W = 3.8;
#declare ROOM_L = 4.8;
#declare ROOM_H = 2.6;
#declare CAM_X = 2.35;
#declare CAM_Z = 0.25;
#declare CAM_H = 1.45;
#declare CAM_PITCH = 0.33;
#declare CAM_TURN = -0.1;
#declare CAM_FOCAL = 1450;
#declare EXPOSURE = 1.25;
#declare FLOOR_TONE = 0.7;
#declare SUN_DIR = <-1, 0.7, 0.5>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(214, 210, 198))
#declare T_BackWall = T_Paint(SRGB(92, 104, 96))
#declare T_Trim = T_Enamel(SRGB(236, 234, 228))
#declare OPENINGS = array[1][6] { { 0, 2.3, 1.6, 0.9, 2.2, 0 } };
#include "room.inc"

#declare T_Oakish = T_Wood(SRGB(170, 128, 88), 0.5)
#declare T_Black = T_Metal(SRGB(30, 30, 30), 0.08)
// desk under the window, facing it
object { Table(1.5, 0.7, 0.75, 0.035, T_Oakish, T_Oakish, 0.05) rotate y * -90 translate <0.4, 0, 2.3> }
object { Cabinet(0.42, 0.5, 0.6, 0.06, 1, 3, T_Enamel(SRGB(225, 222, 215)), T_Enamel(SRGB(225, 222, 215)), T_Black) rotate y * -90 translate <0.3, 0, 3.3> }
object { OfficeChair(T_Fabric(SRGB(80, 86, 90)), T_Black) rotate y * 70 translate <1.05, 0, 2.15> }
object { DeskLamp(T_Black) rotate y * 200 translate <0.25, 0.75, 1.75> }
// a laptop and books on the desk
union {
  box { <-0.16, 0, -0.11>, <0.16, 0.012, 0.11> }
  box { <-0.16, 0, 0>, <0.16, 0.006, 0.22> rotate x * -105 translate <0, 0.012, 0.11> }
  texture { T_Metal(SRGB(170, 172, 176), 0.06) }
  rotate y * -90 translate <0.45, 0.75, 2.35>
}
object { BookStack(3, 12) scale 0.9 translate <0.35, 0.75, 2.85> }
object { Vase(0.045, 0.16, T_Ceramic(SRGB(235, 230, 220))) translate <0.25, 0.75, 1.75> }
// the wall of books, a reading chair, lamp and side table
object { Bookcase(1.0, 2.2, 0.34, 6, T_Oakish, 31) translate <0.7, 0, ROOM_L - 0.19> }
object { Bookcase(1.0, 2.2, 0.34, 6, T_Oakish, 32) translate <1.72, 0, ROOM_L - 0.19> }
object { Bookcase(1.0, 2.2, 0.34, 6, T_Oakish, 33) translate <2.74, 0, ROOM_L - 0.19> }
object { Armchair(T_Fabric(SRGB(132, 98, 72)), T_Oakish) rotate y * 110 translate <ROOM_W - 0.6, 0, 2.6> }
object { FloorLamp(1.55, T_Black, T_Linen(SRGB(236, 228, 212))) translate <ROOM_W - 0.3, 0, 3.4> }
object { SideTable(0.2, 0.5, T_Oakish, T_Black) translate <ROOM_W - 0.35, 0, 1.8> }
object { BookStack(2, 40) scale 0.75 translate <ROOM_W - 0.35, 0.5, 1.8> }
object { Picture(0.7, 0.9, T_Black, SRGB(215, 205, 185), SRGB(130, 90, 70), <5, 5, 5>) rotate y * 90 translate <ROOM_W, 1.35, 2.6> }
object { BushyPlant(0.8, 0.15, T_Ceramic(SRGB(200, 190, 178)), 41) translate <0.3, 0, 0.7> }
