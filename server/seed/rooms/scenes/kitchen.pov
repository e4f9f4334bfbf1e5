// @name Kitchen
// @rooms kitchen
// @lightFrom left
// A kitchen, 4.4 x 5.6 m: a run of cabinets on the back wall, an island with stools, a window
// on the left.
#declare ROOM_W = 4.4;
#declare ROOM_L = 5.6;
#declare ROOM_H = 2.7;
#declare CAM_X = 2.4;
#declare CAM_Z = 0.3;
#declare CAM_H = 1.5;
#declare CAM_PITCH = 0.28;
#declare CAM_TURN = 0;
#declare CAM_FOCAL = 1550;
#declare EXPOSURE = 1.0;
#declare FLOOR_TONE = 0.35;
#declare SUN_DIR = <-1, 0.85, -0.3>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(232, 229, 222))
#declare T_Trim = T_Enamel(SRGB(240, 238, 234))
#declare OPENINGS = array[1][6] { { 0, 3.0, 2.0, 0.95, 2.3, 0 } };
#include "room.inc"

#declare T_Front = T_Enamel(SRGB(92, 108, 100))
#declare T_Top = T_Stone(SRGB(236, 233, 226), 0.6)
#declare T_Brass = T_Metal(SRGB(190, 150, 90), 0.03)
// the run along the back wall, with an open shelf, and a tall pantry at its right end
object { KitchenRun(3.0, 0, 0.1, -0.9, T_Front, T_Top, T_Brass, T_Tile) translate <1.7, 0, ROOM_L - 0.3> }
object { Cabinet(1.2, 0.6, 2.3, 0.1, 2, 1, T_Front, T_Front, T_Brass) translate <ROOM_W - 0.6, 0, ROOM_L - 0.3> }
// island with stools
object { Island(2.0, 1.0, T_Front, T_Top) translate <2.2, 0, 3.5> }
#for (I, 0, 2) object { Stool(0.65, T_Wood(SRGB(160, 118, 80), 0.5), T_Metal(SRGB(30, 30, 30), 0.08)) translate <1.6 + I * 0.6, 0, 2.92> } #end
object { Bowl(0.14, T_Ceramic(SRGB(230, 226, 218))) translate <1.75, 0.9, 3.6> }
object { Vase(0.06, 0.3, T_Ceramic(SRGB(170, 120, 90))) translate <2.7, 0.9, 3.65> }
#for (I, 0, 2) object { Pendant(0.85, 0.16, T_Metal(SRGB(200, 190, 170), 0.04)) translate <1.6 + I * 0.6, ROOM_H, 3.5> } #end
object { Plant(0.5, 0.1, T_Ceramic(SRGB(215, 205, 190)), 5) translate <0.35, 0.9, ROOM_L - 0.3> }
object { Vase(0.05, 0.2, T_Ceramic(SRGB(80, 90, 85))) translate <0.65, 0.9, ROOM_L - 0.25> }
object { BookStack(4, 9) scale 0.8 rotate y * 20 translate <2.8, 0.9, ROOM_L - 0.35> }
object { Picture(0.5, 0.65, T_Wood(SRGB(160, 118, 80), 0.5), SRGB(220, 205, 180), SRGB(160, 100, 70), <2, 5, 1>) rotate y * 90 translate <ROOM_W, 1.3, 2.6> }
