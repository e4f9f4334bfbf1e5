// @name Bedroom
// @rooms bedroom
// @lightFrom left
// A bedroom, 4.2 x 5.2 m: the bed against the right wall, a window on the left, a chest of
// drawers on the back wall.
#declare ROOM_W = 4.2;
#declare ROOM_L = 5.2;
#declare ROOM_H = 2.6;
#declare CAM_X = 1.5;
#declare CAM_Z = 0.3;
#declare CAM_H = 1.4;
#declare CAM_PITCH = 0.29;
#declare CAM_TURN = 0.14;
#declare CAM_FOCAL = 1550;
#declare EXPOSURE = 1.05;
#declare FLOOR_TONE = 0.15;
#declare SUN_DIR = <-1, 0.8, 0.35>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(222, 214, 204))
#declare T_BackWall = T_Paint(SRGB(176, 168, 152))
#declare T_Trim = T_Enamel(SRGB(238, 236, 230))
#declare OPENINGS = array[1][6] { { 0, 2.2, 1.8, 0.6, 2.25, 0 } };
#include "room.inc"

#declare T_Walnut = T_Wood(SRGB(110, 78, 55), 0.6)
#declare T_Brass = T_Metal(SRGB(190, 150, 90), 0.03)
// bed, headboard against the right wall
object { Bed(1.6, 2.05, T_Walnut, T_Fabric(SRGB(150, 140, 125)), T_Linen(SRGB(242, 240, 234)), T_Linen(SRGB(226, 222, 212)),
  T_Linen(SRGB(196, 170, 140)), T_Fabric(SRGB(120, 128, 110))) rotate y * 90 translate <ROOM_W - 0.09 - 1.03, 0, 2.75> }
object { BedsideTable(0.48, 0.4, 0.55, T_Walnut, T_Walnut, T_Brass) rotate y * 90 translate <ROOM_W - 0.22, 0, 1.55> }
object { BedsideTable(0.48, 0.4, 0.55, T_Walnut, T_Walnut, T_Brass) rotate y * 90 translate <ROOM_W - 0.22, 0, 3.95> }
object { TableLamp(0.48, T_Ceramic(SRGB(200, 190, 175)), T_Linen(SRGB(240, 234, 222))) translate <ROOM_W - 0.22, 0.55, 3.95> }
object { BookStack(2, 21) scale 0.8 translate <ROOM_W - 0.22, 0.55, 1.5> }
object { Picture(1.3, 0.75, T_Walnut, SRGB(210, 200, 185), SRGB(150, 160, 150), <3, 3, 1>) rotate y * 90 translate <ROOM_W, 1.45, 2.75> }
// chest of drawers and a mirror on the back wall, a chair and a plant by the window
object { Cabinet(1.2, 0.48, 0.85, 0.12, 2, 3, T_Walnut, T_Walnut, T_Brass) translate <1.85, 0, ROOM_L - 0.26> }
object { Vase(0.07, 0.28, T_Ceramic(SRGB(230, 226, 218))) translate <1.45, 0.85, ROOM_L - 0.3> }
object { BookStack(3, 4) translate <2.2, 0.85, ROOM_L - 0.3> }
object { Mirror(0.7, 0.95, T_Walnut) translate <1.85, 1.12, ROOM_L> }
object { Armchair(T_Fabric(SRGB(214, 200, 178)), T_Walnut) scale 0.92 rotate y * -120 translate <0.62, 0, 3.85> }
object { Plant(1.2, 0.17, T_Ceramic(SRGB(210, 200, 190)), 15) translate <0.35, 0, 0.9> }
object { Curtain(0.45, 2.45, T_Linen(SRGB(232, 226, 214))) rotate y * 90 translate <0.06, 0, 1.0> }
object { Curtain(0.45, 2.45, T_Linen(SRGB(232, 226, 214))) rotate y * 90 translate <0.06, 0, 3.4> }
