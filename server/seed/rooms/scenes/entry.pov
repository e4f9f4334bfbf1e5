// @name Entry hall
// @rooms entry hallway
// @lightFrom back
// An entry hall, 2.7 x 6.2 m, looking down to the front door (with a glass panel) and a tall
// window beside it; a console and mirror on the left, a bench and coat hooks on the right.
#declare ROOM_W = 2.7;
#declare ROOM_L = 6.2;
#declare ROOM_H = 2.7;
#declare CAM_X = 1.25;
#declare CAM_Z = 0.25;
#declare CAM_H = 1.5;
#declare CAM_PITCH = 0.4;
#declare CAM_TURN = 0.04;
#declare CAM_FOCAL = 1350;
#declare EXPOSURE = 1.15;
#declare FLOOR_TONE = 0.4;
#declare SUN_DIR = <0.45, 0.7, 1>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(230, 225, 216))
#declare T_BackWall = T_Paint(SRGB(112, 128, 122))
#declare T_Trim = T_Enamel(SRGB(240, 238, 233))
#declare T_DoorLeaf = T_Enamel(SRGB(40, 52, 56))
#declare OPENINGS = array[3][6] { { 2, 1.0, 0.95, 0, 2.15, 2 }, { 2, 1.85, 0.45, 0.35, 2.15, 0 }, { 0, 4.1, 0.9, 0.9, 2.2, 0 } };
#include "room.inc"

#declare T_Oakish = T_Wood(SRGB(160, 118, 80), 0.6)
#declare T_Black = T_Metal(SRGB(25, 25, 25), 0.08)
// console, mirror and lamp on the left wall
object { Table(1.1, 0.34, 0.8, 0.03, T_Oakish, T_Black, 0.04) rotate y * -90 translate <0.19, 0, 2.4> }
object { Mirror(0.75, 1.0, T_Oakish) rotate y * -90 translate <0, 1.2, 2.4> }
object { TableLamp(0.45, T_Ceramic(SRGB(220, 215, 205)), T_Linen(SRGB(240, 234, 222))) translate <0.19, 0.8, 2.05> }
object { Bowl(0.1, T_Ceramic(SRGB(60, 70, 70))) translate <0.19, 0.8, 2.6> }
object { Vase(0.05, 0.22, T_Ceramic(SRGB(235, 230, 222))) translate <0.19, 0.8, 2.8> }
// bench with coat hooks above on the right wall
object { Bench(1.2, 0.38, 0.45, T_Oakish, T_Fabric(SRGB(170, 150, 120))) rotate y * 90 translate <ROOM_W - 0.2, 0, 3.3> }
union {
  box { <-0.55, 0, -0.02>, <0.55, 0.09, 0> texture { T_Oakish } }
  #for (I, 0, 4)
    union { cylinder { <-0.44 + I * 0.22, 0.045, -0.02>, <-0.44 + I * 0.22, 0.045, -0.09>, 0.008 } sphere { <-0.44 + I * 0.22, 0.045, -0.09>, 0.013 } texture { T_Black } }
  #end
  // a coat and a bag on the hooks
  object { Soft(<-0.5, -0.95, -0.13>, <-0.1, 0.03, -0.03>, 0.5) texture { T_Fabric(SRGB(150, 120, 90)) } }
  object { Soft(<0.22, -0.42, -0.11>, <0.5, 0.0, -0.04>, 0.3) texture { T_Fabric(SRGB(196, 186, 166)) } }
  rotate y * 90 translate <ROOM_W, 1.65, 3.3>
}
object { BushyPlant(0.8, 0.15, T_Ceramic(SRGB(215, 205, 195)), 33) translate <ROOM_W - 0.3, 0, ROOM_L - 0.6> }
object { Picture(0.5, 0.6, T_Black, SRGB(200, 190, 175), SRGB(170, 120, 90), <1, 8, 3>) rotate y * -90 translate <0, 1.35, 4.9> }
// shoes by the bench
object { Soft(<-0.05, 0, -0.14>, <0.05, 0.08, 0.14>, 0.5) rotate y * 80 translate <ROOM_W - 0.45, 0, 3.05> texture { T_Matte(SRGB(60, 45, 35)) } }
object { Soft(<-0.05, 0, -0.14>, <0.05, 0.08, 0.14>, 0.5) rotate y * 95 translate <ROOM_W - 0.45, 0, 2.88> texture { T_Matte(SRGB(60, 45, 35)) } }
