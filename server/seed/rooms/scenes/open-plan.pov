// @name Open-plan living
// @rooms living dining kitchen
// @lightFrom left
// An open-plan room, 6.0 x 9.0 m, in three zones going back: a sofa and coffee table, a
// dining table, and a kitchen run with an island on the back wall; glazed doors on the left.
#declare ROOM_W = 6.0;
#declare ROOM_L = 9.0;
#declare ROOM_H = 2.8;
#declare CAM_X = 3.9;
#declare CAM_Z = 0.3;
#declare CAM_H = 1.55;
#declare CAM_PITCH = 0.3;
#declare CAM_TURN = -0.1;
#declare CAM_FOCAL = 1500;
#declare EXPOSURE = 1.0;
#declare FLOOR_TONE = 0.35;
#declare SUN_DIR = <-1, 0.7, 0.15>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(230, 226, 218))
#declare T_BackWall = T_Paint(SRGB(222, 216, 204))
#declare T_Trim = T_Enamel(SRGB(240, 238, 233))
#declare OPENINGS = array[3][6] { { 0, 2.6, 2.4, 0, 2.4, 1 }, { 0, 5.8, 1.8, 0.5, 2.4, 0 }, { 1, 4.6, 1.4, 0.8, 2.3, 0 } };
#include "room.inc"

#declare T_Oakish = T_Wood(SRGB(160, 118, 80), 0.6)
#declare T_Dark = T_Wood(SRGB(72, 54, 42), 0.4)
#declare T_Front = T_Enamel(SRGB(234, 230, 222))
#declare T_Top = T_Stone(SRGB(70, 70, 70), 0.3)
#declare T_Brass = T_Metal(SRGB(190, 150, 90), 0.03)
// living zone: sofa facing left, coffee table, armchair, lamp
object { Sofa(2.2, 0.95, T_Fabric(SRGB(120, 128, 120)), T_Fabric(SRGB(220, 205, 180)), T_Dark, 3) rotate y * 90 translate <ROOM_W - 0.6, 0, 2.8> }
object { CoffeeTable(1.0, 0.6, 0.4, T_Oakish, T_Dark) rotate y * 90 translate <ROOM_W - 1.75, 0, 2.8> }
object { Bowl(0.12, T_Ceramic(SRGB(225, 220, 210))) translate <ROOM_W - 1.75, 0.4, 2.65> }
object { Armchair(T_Fabric(SRGB(196, 176, 150)), T_Dark) rotate y * -120 translate <ROOM_W - 2.9, 0, 3.5> }
object { FloorLamp(1.6, T_Metal(SRGB(30, 30, 30), 0.08), T_Linen(SRGB(236, 228, 212))) translate <ROOM_W - 0.35, 0, 1.5> }
object { BushyPlant(1.4, 0.22, T_Ceramic(SRGB(205, 195, 182)), 61) translate <0.45, 0, 4.3> }
// dining zone
object { Table(1.8, 0.95, 0.75, 0.04, T_Oakish, T_Oakish, 0.1) translate <3.2, 0, 5.3> }
#for (I, 0, 2)
  object { Chair(T_Dark, T_Fabric(SRGB(190, 176, 150))) rotate y * 180 translate <2.6 + I * 0.6, 0, 4.7> }
  object { Chair(T_Dark, T_Fabric(SRGB(190, 176, 150))) translate <2.6 + I * 0.6, 0, 5.9> }
#end
object { Vase(0.06, 0.3, T_Ceramic(SRGB(235, 230, 220))) translate <3.2, 0.75, 5.3> }
#for (I, 0, 1) object { Pendant(1.0, 0.22, T_Metal(SRGB(40, 40, 40), 0.06)) translate <2.75 + I * 0.9, ROOM_H, 5.3> } #end
// kitchen on the back wall, with an island
object { KitchenRun(4.2, 1, 0.6, -1.2, T_Front, T_Top, T_Brass, T_Tile) translate <3.2, 0, ROOM_L - 0.3> }
object { Cabinet(1.2, 0.6, 2.4, 0.1, 2, 1, T_Front, T_Front, T_Brass) translate <ROOM_W - 0.6, 0, ROOM_L - 0.3> }
object { Island(2.4, 0.95, T_Oakish, T_Top) translate <3.0, 0, ROOM_L - 1.9> }
object { Picture(1.0, 0.7, T_Dark, SRGB(205, 195, 175), SRGB(110, 125, 130), <3, 1, 4>) rotate y * 90 translate <ROOM_W, 1.35, 2.8> }
