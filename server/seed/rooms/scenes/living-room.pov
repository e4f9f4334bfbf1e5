// @name Living room
// @rooms living
// @lightFrom left
// A living room, 4.6 x 6.0 m, with a tall window on the left and a sofa along the right wall.
#declare ROOM_W = 4.6;
#declare ROOM_L = 6.0;
#declare ROOM_H = 2.7;
#declare CAM_X = 3.25;
#declare CAM_Z = 0.25;
#declare CAM_H = 1.45;
#declare CAM_PITCH = 0.27;
#declare CAM_TURN = -0.22;
#declare CAM_FOCAL = 1600;
#declare EXPOSURE = 1.0;
#declare FLOOR_TONE = 0.4;
#declare SUN_DIR = <-1, 0.75, -0.25>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(226, 220, 208))
#declare T_BackWall = T_Paint(SRGB(200, 188, 168))
#declare T_Trim = T_Enamel(SRGB(240, 238, 232))
#declare OPENINGS = array[1][6] { { 0, 3.4, 2.2, 0.45, 2.35, 0 } };
#include "room.inc"

#declare T_Sofa = T_Fabric(SRGB(196, 190, 178))
#declare T_Oakish = T_Wood(SRGB(150, 108, 70), 0.6)
#declare T_DarkWood = T_Wood(SRGB(80, 58, 42), 0.5)
// sofa along the right wall, facing the window
object { Sofa(2.3, 0.95, T_Sofa, T_Fabric(SRGB(176, 110, 70)), T_DarkWood, 3) rotate y * 90 translate <ROOM_W - 0.52, 0, 3.6> }
object { Picture(1.0, 0.7, T_DarkWood, SRGB(205, 190, 165), SRGB(120, 135, 140), <1, 2, 3>) rotate y * 90 translate <ROOM_W, 1.35, 3.1> }
object { Picture(0.6, 0.8, T_DarkWood, SRGB(180, 110, 80), SRGB(225, 215, 195), <4, 1, 2>) rotate y * 90 translate <ROOM_W, 1.3, 4.2> }
// coffee table, armchair facing the sofa, side table and lamp
object { CoffeeTable(1.15, 0.6, 0.4, T_Oakish, T_DarkWood) rotate y * 90 translate <2.85, 0, 3.6> }
object { BookStack(3, 5) translate <2.85, 0.4, 3.35> }
object { Vase(0.06, 0.22, T_Ceramic(SRGB(220, 214, 200))) translate <2.9, 0.4, 3.95> }
object { Armchair(T_Fabric(SRGB(120, 98, 78)), T_DarkWood) rotate y * -70 translate <1.45, 0, 3.1> }
object { SideTable(0.22, 0.55, T_DarkWood, T_DarkWood) translate <ROOM_W - 0.35, 0, 2.2> }
object { TableLamp(0.5, T_Ceramic(SRGB(230, 225, 215)), T_Linen(SRGB(240, 232, 215))) translate <ROOM_W - 0.35, 0.55, 2.2> }
object { FloorLamp(1.6, T_Metal(SRGB(40, 38, 36), 0.05), T_Linen(SRGB(236, 228, 210))) translate <ROOM_W - 0.35, 0, 5.0> }
// shelving on the back wall, a plant in the corner by the window
object { Bookcase(1.6, 2.0, 0.36, 5, T_Oakish, 11) translate <2.9, 0, ROOM_L - 0.19> }
object { Plant(1.5, 0.2, T_Ceramic(SRGB(200, 190, 175)), 3) translate <0.45, 0, ROOM_L - 0.45> }
object { Plant(0.7, 0.13, T_Matte(SRGB(150, 90, 60)), 8) translate <0.35, 0, 1.7> }
object { Curtain(0.5, 2.5, T_Linen(SRGB(236, 230, 218))) rotate y * 90 translate <0.06, 0, 2.05> }
object { Curtain(0.5, 2.5, T_Linen(SRGB(236, 230, 218))) rotate y * 90 translate <0.06, 0, 4.75> }
