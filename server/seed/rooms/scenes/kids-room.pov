// @name Kids' room
// @rooms kids nursery
// @lightFrom left
// A child's room, 3.8 x 4.6 m: a small bed on the right, toy storage on the back wall, a little
// table and chairs by the window on the left.
#declare ROOM_W = 3.8;
#declare ROOM_L = 4.6;
#declare ROOM_H = 2.6;
#declare CAM_X = 2.1;
#declare CAM_Z = 0.25;
#declare CAM_H = 1.35;
#declare CAM_PITCH = 0.34;
#declare CAM_TURN = 0.06;
#declare CAM_FOCAL = 1450;
#declare EXPOSURE = 1.05;
#declare FLOOR_TONE = 0.2;
#declare SUN_DIR = <-1, 0.8, -0.2>;
#include "common.inc"
#include "materials.inc"
#include "furniture.inc"

#declare T_Wall = T_Paint(SRGB(232, 226, 214))
#declare T_BackWall = T_Paint(SRGB(196, 208, 196))
#declare T_Trim = T_Enamel(SRGB(242, 240, 236))
#declare OPENINGS = array[1][6] { { 0, 2.5, 1.5, 0.7, 2.2, 0 } };
#include "room.inc"

#declare T_Birch = T_Wood(SRGB(214, 186, 150), 0.4)
#declare T_WhiteJoin = T_Enamel(SRGB(240, 238, 232))
// a small bed along the right wall
object { Bed(0.95, 1.75, T_Birch, T_Fabric(SRGB(210, 196, 176)), T_Linen(SRGB(244, 242, 236)), T_Linen(SRGB(150, 186, 200)),
  T_Linen(SRGB(240, 200, 120)), T_Fabric(SRGB(232, 150, 130))) translate <ROOM_W - 0.55, 0, ROOM_L - 0.09 - 0.9> }
// toy storage, toys, and a picture on the back wall
object { ToyUnit(3, 2, T_WhiteJoin, 5) translate <1.55, 0, ROOM_L - 0.2> }
object { Picture(0.5, 0.5, T_Birch, SRGB(240, 200, 120), SRGB(140, 180, 200), <2, 2, 9>) translate <1.1, 1.3, ROOM_L> }
object { Picture(0.5, 0.5, T_Birch, SRGB(232, 150, 130), SRGB(240, 235, 220), <6, 1, 1>) translate <1.75, 1.3, ROOM_L> }
#declare Toys = seed(4);
#for (I, 0, 6)
  object { Block(<-0.03, 0, -0.03>, <0.03, 0.06, 0.03>, 0.006) rotate y * rand(Toys) * 90
    translate <1.0 + rand(Toys) * 0.6, 0, 2.9 + rand(Toys) * 0.5>
    texture { T_Gloss(<0.9 * rand(Toys) + 0.05, 0.6 * rand(Toys) + 0.1, 0.5 * rand(Toys) + 0.05>) } }
#end
sphere { <2.35, 0.11, 3.45>, 0.11 texture { T_Gloss(SRGB(220, 90, 70)) } }
object { Vase(0.05, 0.18, T_Ceramic(SRGB(240, 200, 120))) translate <1.2, 0.70, ROOM_L - 0.2> }
// little table and chairs by the window
object { Table(0.6, 0.6, 0.5, 0.025, T_WhiteJoin, T_Birch, 0.05) translate <0.9, 0, 2.0> }
object { Chair(T_Birch, T_Fabric(SRGB(240, 200, 120))) scale 0.65 rotate y * 180 translate <0.9, 0, 2.45> }
object { Chair(T_Birch, T_Fabric(SRGB(150, 186, 200))) scale 0.65 translate <0.9, 0, 1.55> }
object { BookStack(2, 77) scale 0.7 translate <0.85, 0.5, 2.0> }
object { BushyPlant(0.55, 0.12, T_Ceramic(SRGB(236, 230, 220)), 51) translate <0.3, 0, ROOM_L - 0.35> }
object { Curtain(0.4, 2.4, T_Linen(SRGB(240, 224, 200))) rotate y * 90 translate <0.06, 0, 1.55> }
object { Curtain(0.4, 2.4, T_Linen(SRGB(240, 224, 200))) rotate y * 90 translate <0.06, 0, 3.45> }
