// @name Dining room
// @rooms dining
// @lightFrom back
// A dining room, 4.4 x 5.4 m: glazed doors to the garden at the back, a window on the left,
// a table for six under a pendant, a sideboard on the right wall.
#declare ROOM_W = 4.4;
#declare ROOM_L = 5.4;
#declare ROOM_H = 2.7;
#declare CAM_X = 1.55;
#declare CAM_Z = 0.3;
#declare CAM_H = 1.45;
#declare CAM_PITCH = 0.27;
#declare CAM_TURN = 0.2;
#declare CAM_FOCAL = 1550;
#declare EXPOSURE = 0.95;
#declare FLOOR_TONE = 0.5;
#declare SUN_DIR = <-0.5, 0.75, 1>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(228, 222, 212))
#declare T_BackWall = T_Paint(SRGB(214, 206, 192))
#declare T_Trim = T_Enamel(SRGB(238, 236, 230))
#declare OPENINGS = array[2][6] { { 2, 2.6, 2.2, 0, 2.3, 1 }, { 0, 2.9, 1.4, 0.8, 2.3, 0 } };
#include "room.inc"

#declare T_Ash = T_Wood(SRGB(188, 150, 108), 0.5)
#declare T_Dark = T_Wood(SRGB(70, 52, 40), 0.4)
// table and six chairs
object { Table(1.9, 0.95, 0.75, 0.04, T_Ash, T_Ash, 0.1) rotate y * 90 translate <2.25, 0, 2.9> }
#for (I, 0, 2)
  object { Chair(T_Ash, T_Fabric(SRGB(176, 160, 138))) rotate y * -90 translate <1.62, 0, 2.3 + I * 0.6> }
  object { Chair(T_Ash, T_Fabric(SRGB(176, 160, 138))) rotate y * 90 translate <2.88, 0, 2.3 + I * 0.6> }
#end
object { Bowl(0.17, T_Ceramic(SRGB(225, 220, 210))) translate <2.25, 0.75, 3.0> }
object { Vase(0.05, 0.25, T_Ceramic(SRGB(110, 120, 110))) translate <2.3, 0.75, 2.55> }
object { Pendant(0.95, 0.26, T_Metal(SRGB(40, 40, 40), 0.06)) translate <2.25, ROOM_H, 2.9> }
// sideboard with a picture above
object { Sideboard(1.8, 0.45, 0.78, 3, T_Dark, T_Dark) rotate y * 90 translate <ROOM_W - 0.25, 0, 3.0> }
object { Vase(0.08, 0.32, T_Ceramic(SRGB(235, 230, 220))) translate <ROOM_W - 0.25, 0.78, 2.4> }
object { BookStack(3, 2) translate <ROOM_W - 0.28, 0.78, 3.4> }
object { Picture(1.2, 0.8, T_Dark, SRGB(200, 180, 150), SRGB(90, 110, 120), <7, 2, 5>) rotate y * 90 translate <ROOM_W, 1.3, 3.0> }
object { Plant(1.4, 0.2, T_Ceramic(SRGB(200, 195, 185)), 27) translate <0.4, 0, ROOM_L - 0.4> }
object { Curtain(0.4, 2.45, T_Linen(SRGB(236, 230, 218))) translate <1.2, 0, ROOM_L - 0.08> }
